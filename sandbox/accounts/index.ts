import type { SandboxDomain } from "../context.ts";
import { registerAuthorizeRoutes } from "./authorize-routes.ts";
import { seedUsers } from "./seed-users.ts";
import { createOAuthState } from "./state.ts";
import { registerTokenRoute } from "./token-route.ts";
import { registerUsersRoutes } from "./users-routes.ts";

export const accountsDomain: SandboxDomain = {
  name: "accounts",
  seed(state, rng, now, config) {
    state.users = seedUsers(rng, now);
    state.oauth = createOAuthState();
    state.application = structuredClone(config.application);
  },
  routes(app, ctx) {
    registerAuthorizeRoutes(app, ctx);
    registerTokenRoute(app, ctx);
    registerUsersRoutes(app, ctx);
  },
};
