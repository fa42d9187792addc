import { SITES, type SiteId, type User } from "../accounts/types.ts";
import { formatWithOffset } from "../core/dates.ts";
import type { Rng } from "../core/rng.ts";
import { pictureRecord, pictureUrl } from "../pictures/urls.ts";
import { categoryRecord, FX } from "./category-record.ts";
import { brandsFor, hasDomainBrands } from "./data/brands.ts";
import { DOMAIN_USD, SELLER_FAMILIES } from "./data/item-vocab.ts";
import { pickAttributes, type ProductChoice } from "./item-attributes.ts";
import { buildTitle } from "./item-title.ts";
import { memoForLeaf } from "./leaf-memo.ts";
import { addItem, type CatalogState } from "./state.ts";
import { fold, slug, WEB_DOMAIN } from "./text.ts";
import { FAMILIES, pathOf, siteTree, type CatNode } from "./tree.ts";
import type { Item } from "./types.ts";

const DAY = 86_400_000;

/** Gives every seeded seller 30–200 items in leaf categories of its site and specialty. */
export function seedItems(state: CatalogState, users: Iterable<User>, rng: Rng, now: Date, publicUrl: string): void {
  const sellers = [...users].filter((u) => u.role === "seller").sort((a, b) => a.id - b.id);
  for (const seller of sellers) {
    const srng = rng.fork(`seller:${seller.id}`);
    const tree = siteTree(seller.site_id);
    const spec = SELLER_FAMILIES[seller.id] ?? {
      families: srng.shuffle(FAMILIES.filter((f) => !f.classified).map((f) => f.key)).slice(0, 4),
      classified: [],
    };
    const familyLeaves = tree.leaves.filter((l) => spec.families.includes(l.family.key) && !l.adult);
    // Prefer domains with their own brand table: their titles pair the right brands and models.
    const branded = familyLeaves.filter((l) => hasDomainBrands(l.domainKey));
    const pool = branded.length >= 10 ? branded : familyLeaves;
    const leaves = srng.shuffle([...pool]).slice(0, srng.int(10, 18));
    const total = srng.int(seller.user_type === "brand" ? 120 : 40, seller.user_type === "brand" ? 190 : 170);
    const classifiedLeaves = tree.leaves.filter((l) => spec.classified.includes(l.family.key));
    const classifiedCount = classifiedLeaves.length ? srng.int(4, 9) : 0;
    const made: Item[] = [];
    for (let i = 0; i < total - classifiedCount; i++)
      made.push(makeItem(seller, leaves[Math.floor(srng.next() ** 1.4 * leaves.length)]!, srng, now, publicUrl));
    for (let i = 0; i < classifiedCount; i++) made.push(makeItem(seller, srng.pick(classifiedLeaves), srng, now, publicUrl));
    made.sort((a, b) => (a.date_created < b.date_created ? 1 : a.date_created > b.date_created ? -1 : a.id.localeCompare(b.id)));
    for (const item of made) if (!state.items.has(item.id)) addItem(state, item);
  }
}

/**
 * Adds generated items to one seller until it has `total` (benchmarks need a seller with 500), in the
 * leaf categories of the seller's families, deterministically from `rng`. Returns how many were added.
 */
export function growSellerItems(state: CatalogState, seller: User, total: number, rng: Rng, now: Date, publicUrl: string): number {
  const have = state.itemsBySeller.get(seller.id)?.length ?? 0;
  if (have >= total) return 0;
  const tree = siteTree(seller.site_id);
  const spec = SELLER_FAMILIES[seller.id] ?? {
    families: FAMILIES.filter((f) => !f.classified)
      .map((f) => f.key)
      .slice(0, 4),
    classified: [],
  };
  const leaves = tree.leaves.filter((l) => spec.families.includes(l.family.key) && !l.adult);
  let added = 0;
  while (have + added < total && leaves.length) {
    const item = makeItem(seller, rng.pick(leaves), rng, now, publicUrl);
    if (state.items.has(item.id)) continue;
    addItem(state, item);
    added++;
  }
  return added;
}

/** One listing of `seller` in `leaf`; the public catalog (sandbox/market) makes its listings with it too. */
export function makeItem(seller: User, leaf: CatNode, rng: Rng, now: Date, publicUrl: string): Item {
  const site = seller.site_id;
  const settings = categoryRecord(leaf).settings;
  const classified = settings.buying_modes.includes("classified");
  const id = `${site}${rng.int(1_100_000_000, 2_099_999_999)}`;
  const attrs = pickAttributes(leaf, chooseProduct(leaf, rng), rng);
  const title = buildTitle(leaf, attrs, rng, settings.max_title_length);
  const [price, currency] = priceFor(leaf, site, classified, rng);
  // About 40% of listings are under 90 days old, so NOL_90 top values have material to count.
  const ageDays = rng.bool(0.4) ? rng.int(0, 88) : rng.int(91, 900);
  const created = new Date(now.getTime() - ageDays * DAY - rng.int(0, DAY - 1));
  const updated = new Date(created.getTime() + rng.next() * (now.getTime() - created.getTime()));
  const status = rng.weighted([
    ["active", 80],
    ["paused", 12],
    ["closed", 7],
    ["under_review", 1],
  ] as const);
  const offset = SITES[site].utcOffset;
  const used =
    settings.item_conditions.includes("used") && (classified ? !(attrs.get("KILOMETERS")?.value_name === "0 km") : rng.bool(0.08));
  const pictureCount = rng.int(1, Math.min(6, settings.max_pictures_per_item));
  const pictures = Array.from({ length: pictureCount }, (_, i) => picture(id, created, rng, i, leaf.topic, publicUrl));
  return {
    id,
    site_id: site,
    seller_id: seller.id,
    title,
    category_id: leaf.id,
    domain_id: settings.catalog_domain ?? undefined,
    topic: leaf.topic,
    price,
    currency_id: currency,
    available_quantity: classified
      ? 1
      : status === "closed"
        ? 0
        : rng.weighted([
            [rng.int(1, 5), 3],
            [rng.int(6, 50), 5],
            [rng.int(51, 400), 2],
          ] as const),
    sold_quantity: classified
      ? 0
      : rng.weighted([
          [0, 2],
          [rng.int(1, 25), 5],
          [rng.int(26, 500), 3],
          [rng.int(501, 5000), 1],
        ] as const),
    status,
    condition: used ? "used" : "new",
    listing_type_id: classified
      ? rng.weighted([
          ["silver", 4],
          ["gold", 3],
          ["gold_premium", 2],
        ] as const)
      : rng.weighted([
          ["gold_special", 55],
          ["gold_pro", 35],
          ["free", 10],
        ] as const),
    buying_mode: classified ? "classified" : "buy_it_now",
    permalink: `https://${settings.vip_subdomain}.${WEB_DOMAIN[site]}/${site}-${id.slice(3)}-${slug(title)}-_JM`,
    thumbnail: pictureUrl(publicUrl, leaf.topic, pictures[0]!.id, "V"),
    pictures,
    date_created: formatWithOffset(created, offset),
    start_time: formatWithOffset(created, offset),
    stop_time: formatWithOffset(new Date(created.getTime() + 20 * 365 * DAY), offset),
    last_updated: formatWithOffset(updated, offset),
    accepts_mercadopago: !classified,
    attributes: [...attrs.values()],
  };
}

/** Brand and model: the one the category path names (Celulares > Samsung), else one of the group's. */
function chooseProduct(leaf: CatNode, rng: Rng): ProductChoice {
  if (leaf.family.key === "real_estate") return { brand: "", model: "" };
  if (leaf.family.key === "vehicles") {
    return leaf.depth >= 4 ? { brand: leaf.parent!.name, model: leaf.name } : { brand: leaf.name, model: "" };
  }
  const group = brandsFor(leaf.domainKey, leaf.brandGroup);
  if (!group.length) return { brand: "Genérica", model: "" };
  const named = memoForLeaf(leaf, "named-brand", () => {
    const names = pathOf(leaf).map((n) => fold(n.name));
    return group.find((b) => names.some((n) => n === fold(b.name) || n.startsWith(fold(b.name) + " ") || fold(b.name).startsWith(n + " ")));
  });
  const brand = named ?? rng.pick(group);
  return { brand: brand.name, model: brand.models.length ? rng.pick(brand.models) : "" };
}

function priceFor(leaf: CatNode, site: SiteId, classified: boolean, rng: Rng): [number, string] {
  const [lo, hi] = DOMAIN_USD[leaf.domainKey] ?? leaf.family.usd;
  const usd = Math.exp(Math.log(lo) + rng.next() * (Math.log(hi) - Math.log(lo)));
  const dollars = classified && (site === "MLA" || site === "MLU") && (leaf.family.key === "real_estate" || rng.bool(0.5));
  if (dollars) return [Math.round(usd / 500) * 500 || 500, "USD"];
  const local = usd * FX[site];
  if (classified) return [Math.round(local / 1000) * 1000, SITES[site].currency_id];
  switch (site) {
    case "MLA":
      return [local > 5000 ? Math.ceil(local / 1000) * 1000 - 1 : Math.round(local / 10) * 10, "ARS"];
    case "MCO":
      return [Math.ceil(local / 1000) * 1000 - 100, "COP"];
    case "MLC":
      return [Math.ceil(local / 100) * 100 - 10, "CLP"];
    case "MLU":
      return [Math.ceil(local / 10) * 10 - 1, "UYU"];
    case "MLM":
      return [local > 500 ? Math.ceil(local / 10) * 10 - 1 : Math.round(local * 100) / 100, "MXN"];
    case "MLB":
      return [Math.floor(local) + (rng.bool(0.5) ? 0.9 : 0.99), "BRL"];
  }
}

/** A picture served by the sandbox (its picture CDN part), so listings render offline. Ids keep the real CDN's shape. */
function picture(itemId: string, created: Date, rng: Rng, index: number, topic: string, publicUrl: string) {
  const stamp = `${String(created.getUTCMonth() + 1).padStart(2, "0")}${created.getUTCFullYear()}`;
  const pid = `${rng.int(600_000, 999_999)}-${itemId.slice(0, 3)}${rng.int(40_000_000_000, 79_999_999_999)}_${stamp}`;
  return pictureRecord(publicUrl, topic, `${pid}${index}`);
}
