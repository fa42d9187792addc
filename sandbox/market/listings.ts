import type { SiteId } from "../accounts/types.ts";
import { DOMAIN_USD } from "../catalog/data/item-vocab.ts";
import { hasDomainBrands } from "../catalog/data/brands.ts";
import { makeItem } from "../catalog/seed-items.ts";
import { siteTree, type CatNode } from "../catalog/tree.ts";
import type { Item } from "../catalog/types.ts";
import type { Rng } from "../core/rng.ts";
import { listingLeaves, placeItem } from "../locations/seed.ts";
import type { LocationsState } from "../locations/state.ts";
import { countryOfSite } from "../locations/tree.ts";
import type { MarketSeller } from "./sellers.ts";

/**
 * How much of a site's catalog each domain gets, relative to an ordinary domain (1 per leaf): what
 * people buy and sell most. A domain's weight is shared by its leaves.
 */
const POPULAR: Record<string, number> = {
  CELLPHONES: 150,
  SNEAKERS: 110,
  NOTEBOOKS: 70,
  REFRIGERATORS: 60,
  TELEVISIONS: 55,
  APARTMENTS_FOR_SALE: 90,
  HOUSES_FOR_SALE: 45,
  CARS_AND_VANS: 45,
  HEADPHONES: 35,
  SMARTWATCHES: 25,
  AIR_CONDITIONERS: 25,
  WASHING_MACHINES: 30,
  T_SHIRTS: 25,
  JEANS: 20,
  BOOTS: 18,
  TABLETS: 25,
  GAME_CONSOLES: 20,
  MATTRESSES: 18,
  BICYCLES: 18,
  PERFUMES: 20,
  DRILLS: 15,
  CELLPHONE_CASES: 25,
  AIR_FRYERS: 20,
  MICROWAVES: 15,
  SPEAKERS: 15,
  MONITORS: 15,
  CAR_TIRES: 15,
  SOFAS: 12,
  FREEZERS: 10,
  COFFEE_MAKERS: 12,
};

/** Leaves and their weights for one site: popular domains first, adult categories never. */
export function weightedLeaves(site: SiteId): Array<readonly [CatNode, number]> {
  const tree = siteTree(site);
  const perDomain = new Map<string, number>();
  for (const leaf of tree.leaves) perDomain.set(leaf.domainKey, (perDomain.get(leaf.domainKey) ?? 0) + 1);
  return tree.leaves
    .filter((leaf) => !leaf.adult)
    .map((leaf) => {
      const popular = POPULAR[leaf.domainKey];
      const base = popular
        ? popular / perDomain.get(leaf.domainKey)!
        : DOMAIN_USD[leaf.domainKey] || hasDomainBrands(leaf.domainKey)
          ? 2
          : 1;
      return [leaf, base] as const;
    });
}

/**
 * `count` listings on one site: a leaf by weight, a seller who sells that family (else any shop), then
 * the catalog's own item maker (titles, brands, attributes, prices in the site currency, pictures).
 * Classified listings get a location anywhere in the country, big cities first.
 */
export function makeListings(
  site: SiteId,
  count: number,
  sellers: MarketSeller[],
  locations: LocationsState,
  rng: Rng,
  now: Date,
  publicUrl: string,
  taken: Set<string>,
): Item[] {
  const leaves = weightedLeaves(site);
  const cumulative: number[] = [];
  let sum = 0;
  for (const [, w] of leaves) cumulative.push((sum += w));
  const byFamily = new Map<string, MarketSeller[]>();
  for (const s of sellers) for (const f of s.families) byFamily.set(f, [...(byFamily.get(f) ?? []), s]);
  const shops = sellers.filter((s) => !s.families.includes("real_estate") && !s.families.includes("vehicles"));
  const country = countryOfSite(locations, site);
  const places = country ? bigCityFirst(locations, listingLeaves(locations, country.id)) : [];
  const out: Item[] = [];
  while (out.length < count) {
    const leaf = leaves[lowerBound(cumulative, rng.next() * sum)]![0];
    // Specialists carry most of a family; general shops sell a bit of everything (never classifieds).
    const specialists = byFamily.get(leaf.family.key) ?? [];
    const pool = leaf.family.classified || (specialists.length > 0 && rng.bool(0.6)) ? specialists : shops;
    if (pool.length === 0) continue;
    // The first sellers of a pool are the big ones, with more listings, as on the real site.
    const seller = pool[Math.floor(rng.next() ** 1.5 * pool.length)]!;
    const item = makeItem(seller.user, leaf, rng, now, publicUrl);
    if (taken.has(item.id)) continue;
    taken.add(item.id);
    // The public catalog is what buyers can find: mostly active, a few paused or closed.
    item.status = rng.weighted([
      ["active", 92],
      ["paused", 5],
      ["closed", 3],
    ] as const);
    if (item.buying_mode === "classified" && places.length) placeItem(locations, item, rng, rng.weighted(places));
    out.push(item);
  }
  return out;
}

/** Listing leaves weighted so the largest cities (first in their state's table) get most listings. */
function bigCityFirst(locations: LocationsState, leaves: string[]): Array<readonly [string, number]> {
  return leaves.map((id) => {
    const cityId = locations.neighborhoods.get(id)?.cityId ?? id;
    const city = locations.cities.get(cityId)!;
    const state = locations.states.get(city.stateId)!;
    const rank = state.cityIds.indexOf(cityId);
    return [id, rank === 0 ? 4 : 1] as const;
  });
}

function lowerBound(sorted: number[], x: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
