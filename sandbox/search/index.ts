import type { SandboxDomain } from "../context.ts";
import { registerSearchRoutes } from "./routes.ts";
import { createSearchState } from "./state.ts";

export { invalidateSearchIndex } from "./search-index.ts";

/**
 * Seeded last. The index is built on the first search after a reset (ensureIndex), not here: with the
 * public catalog it covers ~22,000 listings, and most resets in tests never search.
 */
export const searchDomain: SandboxDomain = {
  name: "search",
  seed(state) {
    state.search = createSearchState();
    state.search.index = null;
  },
  routes(app, ctx) {
    registerSearchRoutes(app, ctx);
  },
};
