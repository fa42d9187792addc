import type { SandboxDomain } from "../context.ts";
import { registerCategoryRoutes } from "./routes-categories.ts";
import { registerDiscoveryRoutes } from "./routes-discovery.ts";
import { registerDumpRoutes } from "./routes-dump.ts";
import { registerItemRoutes } from "./routes-items.ts";
import { registerTreeEditRoutes } from "./routes-tree-edits.ts";
import { seedItems } from "./seed-items.ts";
import { createCatalogState } from "./state.ts";
import { restoreEditedTrees } from "./tree-edits.ts";

/** Categories, attributes, domain discovery, top values, the tree dump, and the sellers' items. */
export const catalogDomain: SandboxDomain = {
  name: "catalog",
  seed(state, rng, now, config) {
    restoreEditedTrees();
    state.catalog = createCatalogState();
    seedItems(state.catalog, state.users.values(), rng, now, config.publicUrl);
  },
  routes(app, ctx) {
    registerCategoryRoutes(app, ctx);
    registerDiscoveryRoutes(app, ctx);
    registerDumpRoutes(app, ctx);
    registerItemRoutes(app, ctx);
    registerTreeEditRoutes(app, ctx);
  },
};
