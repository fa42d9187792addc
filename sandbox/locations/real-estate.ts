import type { SiteId } from "../accounts/types.ts";
import { addItem } from "../catalog/state.ts";
import type { Item } from "../catalog/types.ts";
import { formatWithOffset } from "../core/dates.ts";
import type { Rng } from "../core/rng.ts";
import { SITES } from "../accounts/types.ts";
import { categoryView } from "../search/catalog-view.ts";
import type { SandboxState } from "../state.ts";
import { pictureRecord, pictureUrl } from "../pictures/urls.ts";
import { placeItem } from "./seed.ts";
import { fold } from "./tree.ts";

/** Sites whose real-estate listings the seed tops up, and how many a site should have at least. */
const SITES_WITH_REAL_ESTATE: SiteId[] = ["MLA", "MLB", "MLM"];
const MIN_LISTINGS = 12;

const DOMAIN: Partial<Record<SiteId, string>> = { MLA: "mercadolibre.com.ar", MLB: "mercadolivre.com.br", MLM: "mercadolibre.com.mx" };
const REAL_ESTATE_ROOT = /inmuebles|imoveis/i;

interface Kind {
  house: boolean;
  rent: boolean;
}

/**
 * Tops up classified real-estate listings on AR, BR and MX, in the catalog's own real-estate leaf
 * categories (taken from existing real-estate items, or categories under Inmuebles/Imóveis). Without
 * such categories nothing is invented: a listing in a category the catalog does not know would be wrong.
 */
export function seedRealEstate(state: SandboxState, rng: Rng, now: Date, publicUrl: string): number {
  let added = 0;
  for (const site of SITES_WITH_REAL_ESTATE) {
    const items = [...state.catalog.items.values()].filter((i) => i.site_id === site);
    const existing = items.filter((i) => i.topic === "real_estate" && i.buying_mode === "classified");
    const categories = realEstateLeaves(state, site, existing);
    // A brand-type seller (MLM's ELECTROHOGAR_OFICIAL) sells under official stores, never real estate.
    const seller = [...state.users.values()].find((u) => u.site_id === site && u.role === "seller" && u.user_type !== "brand");
    if (categories.length === 0 || !seller) continue;
    const template = existing[0] ?? items.find((i) => i.buying_mode === "classified");
    let next = nextItemNumber(state, site);
    for (let n = existing.length; n < MIN_LISTINGS; n++) {
      const category = categories[n % categories.length]!;
      const kind = kindOf(category.path.map((p) => p.name).join(" "), rng);
      const item: Item = {
        ...(template ?? {}),
        id: `${site}${next++}`,
        site_id: site,
        seller_id: seller.id,
        title: "",
        category_id: category.id,
        topic: "real_estate",
        price: 0,
        currency_id: SITES[site].currency_id,
        available_quantity: 1,
        sold_quantity: 0,
        status: "active",
        condition: rng.bool(0.2) ? "new" : "used",
        listing_type_id: "silver",
        buying_mode: "classified",
        permalink: "",
        thumbnail: "",
        date_created: formatWithOffset(new Date(now.getTime() - rng.int(1, 120) * 86_400_000), SITES[site].utcOffset),
        official_store_id: null,
      };
      placeItem(state.locations, item, rng);
      const place = item.location?.neighborhood?.name ?? item.location?.city.name ?? "";
      item.title = titleFor(site, kind, rng, place);
      Object.assign(item, priceFor(site, kind, rng));
      const slug = fold(item.title)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
      item.permalink = `https://${kind.house ? "casa" : site === "MLB" ? "apartamento" : "departamento"}.${DOMAIN[site]}/${site}-${item.id.slice(3)}-${slug}-_JM`;
      const key = `${rng.int(600000, 999999)}-${item.id}_${rng.int(10, 12)}2024`;
      item.thumbnail = pictureUrl(publicUrl, "real_estate", key, "V");
      item.pictures = [pictureRecord(publicUrl, "real_estate", key)];
      addItem(state.catalog, item); // keeps the catalog's seller and category indexes in step
      added++;
    }
  }
  return added;
}

function realEstateLeaves(state: SandboxState, site: SiteId, existing: Item[]) {
  const view = categoryView(state);
  const fromItems = new Set(existing.map((i) => i.category_id));
  const all = [...view.all(site)];
  const parents = new Set(all.flatMap((c) => c.path.slice(0, -1).map((p) => p.id)));
  const underRoot = all.filter((c) => !parents.has(c.id) && REAL_ESTATE_ROOT.test(fold(c.path[0]?.name ?? "")));
  const ids = new Set([...fromItems, ...underRoot.map((c) => c.id)]);
  return [...ids].sort().map((id) => view.get(id) ?? { id, name: id, path: [{ id, name: id }], siteId: site });
}

function kindOf(pathNames: string, rng: Rng): Kind {
  const text = fold(pathNames).toLowerCase();
  const house = /casa/.test(text) ? true : /departamento|apartamento/.test(text) ? false : rng.bool(0.4);
  const rent = /alquiler|aluguel|renta/.test(text) ? true : /venta|venda/.test(text) ? false : rng.bool(0.35);
  return { house, rent };
}

function titleFor(site: SiteId, { house, rent }: Kind, rng: Rng, place: string): string {
  const rooms = rng.int(house ? 3 : 1, house ? 5 : 4);
  if (site === "MLB")
    return `${house ? "Casa" : "Apartamento"} ${rooms} ${rooms === 1 ? "quarto" : "quartos"} ${rent ? "para alugar" : "à venda"} em ${place}`;
  if (site === "MLM")
    return `${house ? "Casa" : "Departamento"} en ${rent ? "renta" : "venta"} en ${place}, ${rooms} ${rooms === 1 ? "recámara" : "recámaras"}`;
  return `${house ? "Casa" : "Departamento"} ${rooms + 1} ambientes en ${rent ? "alquiler" : "venta"} en ${place}`;
}

/** Plausible asking prices: AR sales are quoted in US dollars, as on the real site. */
function priceFor(site: SiteId, { house, rent }: Kind, rng: Rng): { price: number; currency_id: string } {
  const factor = house ? 1.4 : 1;
  const pick = (min: number, max: number, step: number) => Math.round((rng.int(min, max) * factor) / step) * step;
  if (site === "MLA")
    return rent
      ? { price: pick(380_000, 1_300_000, 10_000), currency_id: "ARS" }
      : { price: pick(85_000, 390_000, 1_000), currency_id: "USD" };
  if (site === "MLB") return { price: rent ? pick(2_200, 11_000, 100) : pick(380_000, 2_100_000, 5_000), currency_id: "BRL" };
  return { price: rent ? pick(12_000, 52_000, 500) : pick(2_400_000, 11_500_000, 50_000), currency_id: "MXN" };
}

function nextItemNumber(state: SandboxState, site: string): number {
  let max = 1_400_000_000;
  for (const id of state.catalog.items.keys()) {
    const m = id.startsWith(site) ? /^[A-Z]{3}(\d+)$/.exec(id) : null;
    if (m) max = Math.max(max, Number(m[1]));
  }
  return max + 1;
}
