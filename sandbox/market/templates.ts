import { SITES, type SiteId, type User } from "../accounts/types.ts";
import type { Item } from "../catalog/types.ts";
import type { Rng } from "../core/rng.ts";
import type { LocationsState } from "../locations/state.ts";
import { FAMILIES } from "../catalog/tree.ts";
import { makeListings } from "./listings.ts";
import { FIRST_MARKET_SELLER_ID, makeSellers, type MarketSeller } from "./sellers.ts";

/** Listings per site: the big sites are larger, as on the real marketplace. */
export const MARKET_SIZE: Record<SiteId, { listings: number; sellers: number }> = {
  MLA: { listings: 4000, sellers: 120 },
  MLB: { listings: 4000, sellers: 120 },
  MLM: { listings: 3000, sellers: 90 },
  MCO: { listings: 2000, sellers: 60 },
  MLC: { listings: 2000, sellers: 60 },
  MLU: { listings: 1500, sellers: 45 },
};
export const MARKET_SITES = Object.keys(MARKET_SIZE) as SiteId[];

const TWENTY_YEARS = 20 * 365 * 86_400_000;
const FAMILY_KEYS = FAMILIES.filter((f) => !f.classified).map((f) => f.key);

/** A generated listing with its dates kept as ages, so a reset at another time only re-dates it. */
export interface Template {
  item: Item;
  createdAgo: number;
  updatedAgo: number;
  offsetMs: number;
}

interface SiteTemplates {
  /** The time the templates' dates were written for. */
  anchor: number;
  listings: Template[];
}

const sellersCache = new Map<string, MarketSeller[]>();
const listingsCache = new Map<string, SiteTemplates>();

/** First seller id of each site: sites follow MARKET_SIZE's order. */
function firstSellerId(site: SiteId): number {
  let id = FIRST_MARKET_SELLER_ID;
  for (const s of MARKET_SITES) {
    if (s === site) return id;
    id += MARKET_SIZE[s].sellers;
  }
  return id;
}

/** A site's public sellers: cheap, made on every seed from the site's own fork of the PRNG. */
export function siteSellers(site: SiteId, rng: Rng, now: Date, locations: LocationsState): MarketSeller[] {
  let sellers = sellersCache.get(site);
  if (!sellers) {
    sellers = makeSellers(site, MARKET_SIZE[site].sellers, FAMILY_KEYS, firstSellerId(site), locations, rng.fork("sellers"), now);
    sellersCache.set(site, sellers);
  }
  return sellers;
}

/**
 * A site's listings are a pure function of the seed, the trees, the locations and the public URL; only
 * their dates follow the clock. Generating thousands takes a second or more, and tests reset the
 * sandbox often, so they are generated once per process and each reset copies them.
 */
export function siteListings(
  site: SiteId,
  rng: Rng,
  now: Date,
  publicUrl: string,
  locations: LocationsState,
  sellers: MarketSeller[],
  taken: ReadonlySet<string>,
): SiteTemplates {
  const key = `${publicUrl} ${site}`;
  let cached = listingsCache.get(key);
  if (!cached) {
    const offsetMs = offsetOf(SITES[site].utcOffset);
    const listings = makeListings(
      site,
      MARKET_SIZE[site].listings,
      sellers,
      locations,
      rng.fork("listings"),
      now,
      publicUrl,
      new Set(taken),
    ).map((item) => ({
      item,
      createdAgo: now.getTime() - Date.parse(item.date_created),
      updatedAgo: now.getTime() - Date.parse(item.last_updated ?? item.date_created),
      offsetMs,
    }));
    listingsCache.set(key, (cached = { anchor: now.getTime(), listings }));
  }
  return cached;
}

/**
 * This reset's copy: a fresh object (routes and tests may change an item), dated from `now`. Within an
 * hour of the templates' own time the dates are kept as they are: a listing a few minutes "older"
 * changes nothing, and re-dating thousands of listings is most of the cost.
 */
export function instantiate(template: Template, now: number, anchor: number): Item {
  const { item, createdAgo, updatedAgo, offsetMs } = template;
  if (Math.abs(now - anchor) < 3_600_000) return { ...item };
  const created = now - createdAgo;
  const offset = item.date_created.slice(-6);
  const local = (ms: number) => new Date(ms + offsetMs).toISOString().slice(0, 23) + offset;
  const date = local(created);
  return { ...item, date_created: date, start_time: date, stop_time: local(created + TWENTY_YEARS), last_updated: local(now - updatedAgo) };
}

function offsetOf(offset: string): number {
  const sign = offset.startsWith("-") ? -1 : 1;
  const [h, m] = offset.slice(1).split(":").map(Number);
  return sign * (h! * 60 + m!) * 60_000;
}

export type { User };
