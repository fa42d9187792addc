import type { SandboxDomain } from "../context.ts";
import { seedRealEstate } from "./real-estate.ts";
import { registerLocationRoutes } from "./routes.ts";
import { placeClassifiedItems } from "./seed.ts";
import { locationTree } from "./tree.ts";

export { resolveListingLocation, type ListingLocationResult, type ResolvedLocation } from "./resolve.ts";
export { findPlace } from "./resolve.ts";

/** Seeded after the catalog: locates its classified items and tops up real-estate listings. */
export const locationsDomain: SandboxDomain = {
  name: "locations",
  seed(state, rng, now, config) {
    state.locations = locationTree();
    placeClassifiedItems(state, rng.fork("place"));
    seedRealEstate(state, rng.fork("real-estate"), now, config.publicUrl);
  },
  routes(app, ctx) {
    registerLocationRoutes(app, ctx);
  },
};
