import type { SiteId, User } from "../accounts/types.ts";
import { SITES } from "../accounts/types.ts";
import { formatWithOffset } from "../core/dates.ts";
import { badRequest, notFound } from "../core/errors.ts";
import { hashString } from "../core/rng.ts";
import type { SandboxState } from "../state.ts";
import { treeCategory } from "./catalog-adapter.ts";
import { FULFILMENT_SITES, ME1_SITES, MLB_EXCLUDED_REGIONS, freeAcceptedMethods } from "./tables.ts";

const CATEGORY_ID = /^(MLA|MLB|MLM|MCO|MLC|MLU)\d+$/;

/**
 * Category ids are checked against the catalog's category tree (catalog-adapter.ts). Without a tree,
 * any "<SITE><digits>" id is valid. An id missing from the tree is still accepted when an item uses it.
 */
export function requireCategory(state: SandboxState, categoryId: string | undefined): { id: string; site: SiteId } {
  if (!categoryId) throw badRequest("bad_request", "category_id is required", [{ code: "missing_parameter", field: "category_id" }]);
  const match = CATEGORY_ID.exec(categoryId);
  if (!match) throw notFound(`Category ${categoryId} not found`);
  const site = match[1] as SiteId;
  const info = treeCategory(site, categoryId);
  if (info && !info.known && ![...state.catalog.items.values()].some((i) => i.category_id === categoryId))
    throw notFound(`Category ${categoryId} not found`);
  return { id: categoryId, site };
}

/**
 * Whether a category accepts free shipping through me2. Classifieds (real estate, vehicles) never do;
 * bulky goods do not either: half of the appliance categories and a quarter of the home ones, picked
 * by hash of the id so the answer is stable. Without the catalog tree, one id in five (by hash).
 */
export function categoryAcceptsFreeShipping(categoryId: string): boolean {
  const roll = hashString(`free-shipping|${categoryId}`);
  const site = categoryId.slice(0, 3) as SiteId;
  const info = site in SITES ? treeCategory(site, categoryId) : null;
  const topic = info?.known ? info.topic : null;
  if (topic === "real_estate" || topic === "vehicles") return false;
  if (topic === "appliances") return roll % 2 !== 0;
  if (topic === "home") return roll % 4 !== 0;
  if (topic) return true;
  return roll % 5 !== 0;
}

const h = (categoryId: string, key: string, min: number, max: number) => min + (hashString(`${categoryId}|${key}`) % (max - min + 1));

/** Standard package of a category (cm, grams): used whenever an item has no dimensions of its own. */
export function standardDimensions(categoryId: string) {
  const bulky = !categoryAcceptsFreeShipping(categoryId);
  return bulky
    ? {
        height: h(categoryId, "h", 40, 110),
        width: h(categoryId, "w", 40, 90),
        length: h(categoryId, "l", 50, 160),
        weight: h(categoryId, "g", 9000, 42000),
      }
    : {
        height: h(categoryId, "h", 4, 30),
        width: h(categoryId, "w", 10, 40),
        length: h(categoryId, "l", 15, 50),
        weight: h(categoryId, "g", 150, 4500),
      };
}

/** The category shipping preferences record (spec "Shipping records", logistics table). */
export function shippingPreferences(categoryId: string, site: SiteId) {
  const accepts = categoryAcceptsFreeShipping(categoryId);
  const me2Types = accepts
    ? ["drop_off", "xd_drop_off", "self_service", "cross_docking", ...(FULFILMENT_SITES.has(site) ? ["fulfillment"] : [])]
    : ["drop_off", "cross_docking"];
  const logistics = [
    ...(ME1_SITES.has(site) ? [{ types: ["default"], mode: "me1" }] : []),
    { types: me2Types, mode: "me2" },
    { types: ["not_specified"], mode: "not_specified" },
    { types: ["custom"], mode: "custom" },
  ];
  const dated = hashString(`dated|${categoryId}`) % 3 !== 0;
  const created = Date.UTC(2018 + h(categoryId, "y", 0, 5), h(categoryId, "m", 0, 11), h(categoryId, "d", 1, 28), 14);
  const offset = SITES[site].utcOffset;
  return {
    category_id: categoryId,
    dimensions: standardDimensions(categoryId),
    logistics,
    restricted: !accepts,
    source: { origin: "category", identifier: categoryId },
    date_created: dated ? formatWithOffset(new Date(created), offset) : null,
    last_modified: dated ? formatWithOffset(new Date(created + h(categoryId, "mod", 30, 700) * 86_400_000), offset) : null,
  };
}

/** free.rules of a site: on Brazil the country rule leaves out the excluded regions. */
export function freeRules(site: SiteId) {
  const country = { free_mode: "country", value: null, default: true, free_shipping_flag: true };
  if (site !== "MLB") return [country];
  return [country, { free_mode: "exclude_region", value: [...MLB_EXCLUDED_REGIONS], default: false, free_shipping_flag: false }];
}

/** The shipping modes record for a seller and a category: the me2 record, with free shipping where accepted. */
export function shippingModes(user: User, categoryId: string) {
  const accepts = categoryAcceptsFreeShipping(categoryId);
  return {
    mode: "me2",
    shipping_attributes: {
      costs: "not_allowed",
      dimensions: "clear",
      free: accepts
        ? { methods: "optional", accepted_methods: freeAcceptedMethods(user.site_id), rules: freeRules(user.site_id) }
        : { methods: "not_allowed", accepted_methods: [], rules: [] },
    },
  };
}
