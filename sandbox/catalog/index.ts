import type { SandboxDomain } from "../context.ts";
import { createCatalogState } from "./state.ts";

export const catalogDomain: SandboxDomain = {
  name: "catalog",
  seed(state) {
    state.catalog = createCatalogState();
  },
  routes() {},
};
