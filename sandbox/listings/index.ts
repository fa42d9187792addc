import type { SandboxDomain } from "../context.ts";
import { registerListingRoutes } from "./routes.ts";
import { seedListings } from "./seed.ts";

export { planListingEdit, listingEditFields } from "./edits.ts";

/**
 * Item edits (notes §12): SKUs, variations and price automation on the seeded listings, and the rules
 * PUT /items/{id} applies to stock, price, status and the fields locked after sales. The PUT route itself
 * is registered once, by the shipping domain, and asks `planListingEdit` before changing anything.
 */
export const listingsDomain: SandboxDomain = {
  name: "listings",
  seed(state, rng, now, config) {
    seedListings(state, rng, now, config.publicUrl);
  },
  routes(app, ctx) {
    registerListingRoutes(app, ctx);
  },
};
