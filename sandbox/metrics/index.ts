import type { SandboxDomain } from "../context.ts";
import { registerContactRoutes } from "./routes-contacts.ts";
import { registerVisitRoutes } from "./routes-visits.ts";
import { createMetricsState } from "./state.ts";

/** Visits, phone views and question contacts (spec "Metrics"). Values are computed, not seeded: see series.ts. */
export const metricsDomain: SandboxDomain = {
  name: "metrics",
  seed(state) {
    state.metrics = createMetricsState();
  },
  routes(app, ctx) {
    registerVisitRoutes(app, ctx);
    registerContactRoutes(app, ctx);
  },
};
