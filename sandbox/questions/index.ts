import type { SandboxDomain } from "../context.ts";
import { registerNotificationRoutes } from "../notifications/routes.ts";
import { registerBlacklistRoutes } from "./blacklist.ts";
import { registerResponseTimeRoute } from "./response-time.ts";
import { registerQuestionRoutes } from "./routes.ts";
import { registerSearchRoutes } from "./search.ts";
import { seedQuestions } from "./seed.ts";
import { registerSimulateRoute } from "./simulate.ts";

export const questionsDomain: SandboxDomain = {
  name: "questions",
  seed(state, rng, now) {
    state.questions = seedQuestions(state, rng, now);
  },
  routes(app, ctx) {
    // Search first: /questions/search must win over /questions/{question_id}.
    registerSearchRoutes(app, ctx);
    registerQuestionRoutes(app, ctx);
    registerBlacklistRoutes(app, ctx);
    registerResponseTimeRoute(app, ctx);
    registerSimulateRoute(app, ctx);
    // The notifications module has no domain of its own; its routes hang off this one.
    registerNotificationRoutes(app, ctx);
  },
};
