import type { SandboxDomain } from "../context.ts";
import { registerSearchRoutes } from "./routes.ts";
import { buildIndex } from "./search-index.ts";
import { createSearchState } from "./state.ts";

export { invalidateSearchIndex } from "./search-index.ts";

/** Seeded last, so the index covers every item the other domains made. */
export const searchDomain: SandboxDomain = {
  name: "search",
  seed(state) {
    state.search = createSearchState();
    state.search.index = buildIndex(state.catalog.items);
  },
  routes(app, ctx) {
    registerSearchRoutes(app, ctx);
  },
};
