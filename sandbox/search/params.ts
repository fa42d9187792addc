import { SITES, type SiteId } from "../accounts/types.ts";
import { badRequest, notFound } from "../core/errors.ts";
import type { SandboxState } from "../state.ts";
import { categoryView } from "./catalog-view.ts";
import { queryTokens } from "./text.ts";

export const MAX_LIMIT = 50;
export const DEFAULT_LIMIT = 50;

export type SortId = "relevance" | "price_asc" | "price_desc";

/** A validated search request. */
export interface SearchQuery {
  site: SiteId;
  q: string | null;
  tokens: string[];
  category: string | null;
  sellerId: number | null;
  box: { lat: [number, number]; lon: [number, number] } | null;
  condition: "new" | "used" | null;
  price: { id: string; from: number | null; to: number | null } | null;
  freeShipping: boolean;
  sort: SortId;
  limit: number;
  offset: number;
}

const invalid = (field: string, message: string) => badRequest("bad_request", message, [{ code: "invalid_parameter", field, message }]);
const NUM = String.raw`-?\d+(?:\.\d+)?`;
const BOX = new RegExp(`^lat:(${NUM})_(${NUM}),lon:(${NUM})_(${NUM})$`);
const CATEGORY_ID = /^[A-Z]{3}\d+$/;

/** Checks every parameter and says which one is wrong and why (the real API's 400 envelope). */
export function parseSearch(state: SandboxState, siteParam: string, query: Record<string, string | undefined>): SearchQuery {
  if (!(siteParam in SITES)) throw notFound(`Site ${siteParam} not found`);
  const site = siteParam as SiteId;
  const q = query.q?.trim() || null;
  return {
    site,
    q,
    tokens: q ? queryTokens(q) : [],
    category: parseCategory(state, site, query.category),
    sellerId: query.seller_id === undefined ? null : positiveInt("seller_id", query.seller_id),
    box: query.item_location === undefined ? null : parseBox(query.item_location),
    condition: parseEnum("condition", query.condition, ["new", "used"] as const),
    price: query.price === undefined ? null : parsePrice(query.price),
    freeShipping: parseEnum("shipping_cost", query.shipping_cost, ["free"] as const) === "free",
    sort: parseEnum("sort", query.sort, ["relevance", "price_asc", "price_desc"] as const) ?? "relevance",
    limit: query.limit === undefined ? DEFAULT_LIMIT : bounded("limit", query.limit, 0, MAX_LIMIT),
    offset: query.offset === undefined ? 0 : bounded("offset", query.offset, 0, Number.MAX_SAFE_INTEGER),
  };
}

/** Spec rule 6: search takes a category id; a name is refused rather than guessed. */
function parseCategory(state: SandboxState, site: SiteId, raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const value = raw.trim();
  if (!CATEGORY_ID.test(value)) {
    throw invalid(
      "category",
      `category must be a category id such as ${site}1055, not a name: "${value}" is not an id. Category names cannot be used to search; find the id with GET /sites/${site}/categories or /sites/${site}/domain_discovery/search.`,
    );
  }
  const info = categoryView(state).get(value);
  if (!info || info.siteId !== site) throw invalid("category", `Category ${value} does not exist on site ${site}.`);
  return value;
}

function parseBox(raw: string) {
  const m = BOX.exec(raw.replace(/\s+/g, ""));
  if (!m)
    throw invalid(
      "item_location",
      `item_location must look like lat:<lat1>_<lat2>,lon:<lon1>_<lon2> (e.g. lat:-34.62_-34.55,lon:-58.46_-58.36); got "${raw}".`,
    );
  const [lat1, lat2, lon1, lon2] = m.slice(1).map(Number) as [number, number, number, number];
  if ([lat1, lat2].some((v) => v < -90 || v > 90)) throw invalid("item_location", "item_location latitudes must be between -90 and 90.");
  if ([lon1, lon2].some((v) => v < -180 || v > 180))
    throw invalid("item_location", "item_location longitudes must be between -180 and 180.");
  // Either order is accepted: the box is the range between the two values.
  return {
    lat: [Math.min(lat1, lat2), Math.max(lat1, lat2)] as [number, number],
    lon: [Math.min(lon1, lon2), Math.max(lon1, lon2)] as [number, number],
  };
}

/** Range ids are <from>-<to> with * for an open end; from is included, to is not. */
function parsePrice(raw: string) {
  const m = /^(\*|\d+(?:\.\d+)?)-(\*|\d+(?:\.\d+)?)$/.exec(raw.trim());
  const from = m && m[1] !== "*" ? Number(m[1]) : null;
  const to = m && m[2] !== "*" ? Number(m[2]) : null;
  if (!m || (from === null && to === null) || (from !== null && to !== null && from >= to)) {
    throw invalid(
      "price",
      `price must be a range <from>-<to> with * for an open end and from < to (e.g. 1000-5000, *-1000, 5000-*); got "${raw}".`,
    );
  }
  return { id: raw.trim(), from, to };
}

function parseEnum<T extends string>(field: string, raw: string | undefined, allowed: readonly T[]): T | null {
  if (raw === undefined) return null;
  if (!(allowed as readonly string[]).includes(raw)) throw invalid(field, `${field} must be one of ${allowed.join(", ")}; got "${raw}".`);
  return raw as T;
}

function bounded(field: string, raw: string, min: number, max: number): number {
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw invalid(
      field,
      max === Number.MAX_SAFE_INTEGER
        ? `${field} must be an integer >= ${min}; got "${raw}".`
        : `${field} must be an integer between ${min} and ${max}; got "${raw}".`,
    );
  }
  return n;
}

function positiveInt(field: string, raw: string): number {
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw invalid(field, `${field} must be a positive integer user id; got "${raw}".`);
  return n;
}
