import type { SiteId } from "../accounts/types.ts";
import { addItem as addCatalogItem } from "../catalog/state.ts";
import type { Item } from "../catalog/types.ts";
import { resolveListingLocation, toItemLocation } from "../locations/resolve.ts";
import type { SandboxState } from "../state.ts";
import { categoryView } from "./catalog-view.ts";

/**
 * Test data for search: items added straight to the sandbox state, with a made-up word in every title
 * so a q search isolates them from the seeded catalog. Categories come from the catalog when it has
 * some (so they pass the "category must exist" rule), else from ids the test items introduce.
 */
export const WORD = "zorzal";

export function testCategories(state: SandboxState, site: SiteId): { leafA: string; leafB: string; parent: string } {
  const all = [...categoryView(state).all()].filter((c) => c.siteId === site);
  const parents = new Set(all.flatMap((c) => c.path.slice(0, -1).map((p) => p.id)));
  const leaves = all.filter((c) => !parents.has(c.id) && c.path.length >= 2);
  const a = leaves[0];
  const b = leaves.find((c) => a && c.path[0]!.id === a.path[0]!.id && c.id !== a.id) ?? leaves[1];
  if (!a || !b) return { leafA: `${site}91055`, leafB: `${site}91056`, parent: `${site}91055` };
  return { leafA: a.id, leafB: b.id, parent: a.path[0]!.id === b.path[0]!.id ? a.path[0]!.id : a.id };
}

let counter = 0;

export function addItem(
  state: SandboxState,
  fields: Partial<Item> & { site_id: SiteId; title: string; category_id: string; price: number },
): Item {
  const template = [...state.catalog.items.values()].find((i) => i.site_id === fields.site_id);
  const id = `${fields.site_id}${9_900_000_000 + ++counter}`;
  const item = {
    ...(template ?? {}),
    id,
    seller_id: 241_370_001,
    topic: "home",
    currency_id: "ARS",
    available_quantity: 5,
    sold_quantity: 0,
    status: "active",
    condition: "new",
    listing_type_id: "gold_special",
    buying_mode: "buy_it_now",
    permalink: `https://articulo.mercadolibre.com.ar/${id}`,
    thumbnail: `http://http2.mlstatic.com/D_${id}-I.jpg`,
    date_created: "2025-03-01T10:00:00.000-03:00",
    official_store_id: null,
    location: undefined,
    ...fields,
  } as Item;
  addCatalogItem(state.catalog, item);
  return item;
}

/** A location at a leaf id, at exactly the given point (bounding-box tests need to know it). */
export function locationAt(state: SandboxState, leafId: string, latitude: number, longitude: number) {
  const r = resolveListingLocation(state.locations, leafId);
  if (!r.ok) throw new Error(r.message);
  return toItemLocation(r.location, { latitude, longitude }, "Av. Santa Fe 3200");
}

export async function getJson(url: string, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(url, init);
  return { status: res.status, body: await res.json(), headers: res.headers };
}
