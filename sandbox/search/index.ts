import type { SandboxDomain } from "../context.ts";
import { createSearchState } from "./state.ts";

export const searchDomain: SandboxDomain = {
  name: "search",
  seed(state) {
    state.search = createSearchState();
  },
  routes() {},
};
