import type { SandboxDomain } from "../context.ts";
import { createLocationsState } from "./state.ts";

export const locationsDomain: SandboxDomain = {
  name: "locations",
  seed(state) {
    state.locations = createLocationsState();
  },
  routes() {},
};
