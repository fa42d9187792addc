import type { SiteId } from "../accounts/types.ts";
import { addItem } from "../catalog/state.ts";
import type { SandboxDomain } from "../context.ts";
import { registerPictureRoutes } from "../pictures/routes.ts";
import type { SandboxState } from "../state.ts";
import { createMarketState } from "./state.ts";
import { instantiate, MARKET_SITES, siteListings, siteSellers } from "./templates.ts";

/**
 * The public marketplace: many sellers and thousands of listings per site beside the seeded sellers'.
 * Seeded after every domain that reads the catalog (locations, questions, sales, metrics, shipping) and
 * before search, so the seeded sellers' data is exactly what it was.
 *
 * Sellers are made at seed time; a site's listings join the catalog the first time something needs
 * them (search, predictions, top values, an unknown item id, a tree edit: `ensureMarket`), so test
 * files that never look at the public catalog do not pay for it. The server warms every site at start.
 */
export const marketDomain: SandboxDomain = {
  name: "market",
  seed(state, rng, now, config) {
    state.market = createMarketState();
    const taken = new Set(state.catalog.items.keys());
    for (const site of MARKET_SITES) {
      const srng = rng.fork(site);
      const sellers = siteSellers(site, srng, now, state.locations);
      for (const s of sellers) state.market.sellers.set(s.user.id, s.user);
      state.market.pending.set(site, () => {
        const templates = siteListings(site, srng, now, config.publicUrl, state.locations, sellers, taken);
        const at = now.getTime();
        const ids: string[] = [];
        for (const template of templates.listings) {
          if (state.catalog.items.has(template.item.id)) continue;
          const item = instantiate(template, at, templates.anchor);
          addItem(state.catalog, item);
          ids.push(item.id);
        }
        state.market.itemsBySite.set(site, ids);
      });
    }
  },
  // The picture CDN serves every listing's pictures, the seeded sellers' included.
  routes(app) {
    registerPictureRoutes(app);
  },
};

/** Adds the site's public listings to the catalog if they are not there yet (every site when none is named). */
export function ensureMarket(state: SandboxState, site?: string): void {
  const pending = state.market?.pending;
  if (!pending?.size) return;
  for (const s of site ? [site as SiteId] : [...pending.keys()]) {
    const add = pending.get(s);
    if (!add) continue;
    pending.delete(s);
    add();
  }
}
