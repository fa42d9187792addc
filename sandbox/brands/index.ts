import type { SandboxDomain } from "../context.ts";
import { createBrandsState } from "./state.ts";

export const brandsDomain: SandboxDomain = {
  name: "brands",
  seed(state) {
    state.brands = createBrandsState();
  },
  routes() {},
};
