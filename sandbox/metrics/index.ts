import type { SandboxDomain } from "../context.ts";
import { createMetricsState } from "./state.ts";

export const metricsDomain: SandboxDomain = {
  name: "metrics",
  seed(state) {
    state.metrics = createMetricsState();
  },
  routes() {},
};
