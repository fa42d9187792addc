import type { SandboxDomain } from "../context.ts";
import type { SandboxState } from "../state.ts";
import { registerBrandRoutes } from "./routes.ts";
import { seedBrands } from "./seed.ts";

/** Seeded after the catalog: the brand user's official stores, and official_store_id on its items. */
export const brandsDomain: SandboxDomain = {
  name: "brands",
  seed(state, rng, now) {
    state.brands = seedBrands(state, rng, now);
  },
  routes(app, ctx) {
    registerBrandRoutes(app, ctx);
  },
};

/**
 * The official_store_ids a user may list under (active stores the user belongs to), ascending.
 * Empty for users without brands. PUT/POST /items use it for the official_store_id rules.
 */
export function allowedOfficialStoreIds(state: SandboxState, userId: number): number[] {
  return [...state.brands.stores.values()]
    .filter((b) => b.status === "active" && b.users.some((u) => u.cust_id === userId))
    .map((b) => b.official_store_id)
    .sort((a, b) => a - b);
}
