import { SITES, type SiteId } from "../accounts/types.ts";
import { formatWithOffset } from "../core/dates.ts";
import { hashString, Rng } from "../core/rng.ts";
import { langOf, slug, WEB_DOMAIN } from "./text.ts";
import { pathOf, type CatNode } from "./tree.ts";
import type { CategoryRecord, CategorySettings } from "./types.ts";

/** Rough units of site currency per US dollar: turns the families' dollar ranges into local prices. */
export const FX: Record<SiteId, number> = { MLA: 1150, MLB: 5.4, MLM: 18, MCO: 4100, MLC: 950, MLU: 40 };

/** Sites where real estate and vehicles are usually priced in dollars as well as the local currency. */
const DOLLARISED = new Set<SiteId>(["MLA", "MLU"]);

const VERTICALS: Record<string, [string | null, string | null]> = {
  phones: ["consumer_electronics", "mobile"],
  computing: ["consumer_electronics", "computers"],
  electronics: ["consumer_electronics", "audio_video"],
  games: ["consumer_electronics", "gaming"],
  appliances: ["home_appliances", null],
  fashion: ["apparel", null],
  vehicle_accessories: ["auto_parts", null],
};

const CACHE = new Map<string, CategoryRecord>();

/** After a tree edit (tree-edits.ts): records carry names, paths and children. */
export function forgetCategoryRecords(): void {
  CACHE.clear();
}

/** The Category record of a node: deterministic, built once per process and shared (treat as read-only). */
export function categoryRecord(node: CatNode): CategoryRecord {
  let record = CACHE.get(node.id);
  if (record) return record;
  const rng = new Rng(`category:${node.id}`);
  const site = node.site;
  const record_: CategoryRecord = {
    id: node.id,
    name: node.name,
    picture: node.depth === 1 ? `https://http2.mlstatic.com/storage/categories-api/images/${hex(node.id)}.png` : null,
    permalink: node.depth <= 2 ? `https://www.${WEB_DOMAIN[site]}/c/${slug(node.name)}` : null,
    total_items_in_this_category: node.totalItems,
    path_from_root: pathOf(node).map((n) => ({ id: n.id, name: n.name })),
    children_categories: node.children.map((c) => ({ id: c.id, name: c.name, total_items_in_this_category: c.totalItems })),
    attribute_types: node.depth === 1 ? "none" : "attributes",
    settings: settingsFor(node, rng),
    meta_categ_id: null,
    attributable: false,
  };
  // The real API sends date_created only on categories created after its migration; here about half.
  if (hashString(node.id) % 2 === 0) {
    const created = Date.UTC(2009, 0, 1) + (hashString(`created:${node.id}`) % 15) * 365 * 86_400_000;
    record_.date_created = formatWithOffset(new Date(created), "+00:00").replace("+00:00", "Z");
  }
  CACHE.set(node.id, (record = record_));
  return record;
}

function settingsFor(node: CatNode, rng: Rng): CategorySettings {
  const site = node.site;
  const leaf = node.children.length === 0;
  const family = node.family;
  const classified = !!family.classified;
  const realEstate = family.key === "real_estate";
  const currency = SITES[site].currency_id;
  const pt = langOf(site) === "pt";
  const [vertical, subVertical] = classified
    ? [
        realEstate ? "real_estate" : "motors",
        realEstate ? slug(node.parent?.depth === 2 ? node.parent.name : node.name) : node.depth >= 2 ? slug(pathOf(node)[1]!.name) : null,
      ]
    : (VERTICALS[family.key] ?? [null, null]);
  const fragile =
    /vidri|vidro|televis|monitor|espej|espelh|vajill|louç|copa|taça|pantalla|tela/i.test(node.name) ||
    (family.key === "electronics" && rng.bool(0.3));
  const minUsd = classified ? (realEstate ? 1000 : 500) : Math.max(0.3, family.usd[0] / 10);
  const onlyNew = node.adult || ["beauty", "health", "food", "babies"].includes(family.key);
  return {
    adult_content: node.adult,
    buying_allowed: !classified,
    buying_modes: classified ? ["classified"] : rng.bool(0.1) ? ["buy_it_now", "auction"] : ["buy_it_now"],
    buyer_protection_programs: classified ? [] : ["delivered", "undelivered"],
    catalog_domain: leaf ? `${site}-${node.domainKey}` : null,
    coverage_areas: classified ? "optional" : "not_allowed",
    currencies: classified && DOLLARISED.has(site) ? [currency, "USD"] : [currency],
    fragile,
    immediate_payment: classified ? "optional" : "required",
    item_conditions: realEstate ? ["not_allowed"] : classified ? ["new", "used"] : onlyNew ? ["new"] : ["new", "used", "not_specified"],
    items_reviews_allowed: !classified && !node.adult,
    listing_allowed: leaf,
    max_description_length: classified ? 8000 : 50000,
    max_pictures_per_item: realEstate ? 30 : classified ? 20 : family.key === "fashion" ? 10 : rng.pick([10, 12, 12, 12]),
    max_pictures_per_item_var: family.key === "fashion" ? 6 : 10,
    max_sub_title_length: 70,
    max_title_length: classified ? 100 : family.key === "books" ? 120 : rng.pick([60, 60, 60, 70]),
    maximum_price: family.key === "food" ? niceLimit(family.usd[1] * 20 * FX[site]) : null,
    minimum_price: niceLimit(minUsd * FX[site]),
    mirror_category: null,
    mirror_master_category: null,
    mirror_slave_categories: [],
    price: classified && realEstate ? "optional" : "required",
    reservation_allowed: classified ? "mandatory" : "not_allowed",
    restrictions: node.adult ? ["adult_content_warning"] : [],
    rounded_address: realEstate,
    seller_contact: classified ? "required" : "not_allowed",
    shipping_modes: classified
      ? ["not_specified"]
      : ["agro", "construction"].includes(family.key)
        ? ["not_specified", "custom"]
        : ["not_specified", "custom", "me2"],
    shipping_options: classified ? [] : ["custom"],
    shipping_profile: classified ? "not_allowed" : "optional",
    show_contact_information: classified,
    simple_shipping: classified ? "not_allowed" : "optional",
    status: "enabled",
    stock: classified ? "optional" : "required",
    sub_vertical: subVertical,
    subscribable: false,
    tags: leaf && ["CELLPHONES", "TELEVISIONS", "NOTEBOOKS"].includes(node.domainKey) ? ["catalog_listing_required"] : [],
    vertical,
    vip_subdomain: realEstate ? (pt ? "imovel" : "inmueble") : classified ? (pt ? "veiculo" : "vehiculo") : pt ? "produto" : "articulo",
  };
}

/** A round minimum/maximum in the site currency (1, 5, 10, 50, 100…). */
function niceLimit(value: number): number {
  if (value < 1) return Math.round(value * 100) / 100;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return Math.max(1, Math.round(value / magnitude) * magnitude);
}

const hex = (id: string) => (hashString(id).toString(16) + hashString(`${id}#`).toString(16)).padEnd(16, "0");
