import { SITES } from "../accounts/types.ts";
import type { Item } from "../catalog/types.ts";
import { formatWithOffset } from "../core/dates.ts";
import type { Rng } from "../core/rng.ts";
import { fold } from "../locations/tree.ts";
import { categoryView } from "../search/catalog-view.ts";
import type { SandboxState } from "../state.ts";
import { BRAND_OWNER_ID, PICTURE_SLOTS, STORES, type StoreDef } from "./data.ts";
import { createBrandsState, type Brand, type BrandsState } from "./state.ts";

/**
 * Creates the brand user's official stores and lists each of its items under one of them, so the
 * items carry official_store_id and every store's categories_ids are categories it really sells in.
 */
export function seedBrands(state: SandboxState, rng: Rng, now: Date): BrandsState {
  const brands = createBrandsState();
  const owner = state.users.get(BRAND_OWNER_ID);
  if (!owner) return brands;
  const items = [...state.catalog.items.values()].filter((i) => i.seller_id === owner.id).sort((a, b) => a.id.localeCompare(b.id));
  const perStore = assignItems(items);
  const view = categoryView(state);
  const offset = SITES[owner.site_id].utcOffset;

  STORES.forEach((def, index) => {
    const storeItems = perStore.get(def.official_store_id) ?? [];
    for (const item of storeItems) item.official_store_id = def.official_store_id;
    let categories = [...new Set(storeItems.map((i) => i.category_id))].sort();
    if (categories.length === 0) {
      categories = [...view.all(owner.site_id)].filter((c) => c.path.length === 1 && def.rootCategory.test(fold(c.name))).map((c) => c.id);
    }
    const created = new Date(now.getTime() - rng.int(400, 3000) * 86_400_000);
    const brand: Brand = {
      official_store_id: def.official_store_id,
      tags: def.tags,
      categories_ids: categories,
      fantasy_name: def.fantasy_name,
      name: def.name,
      site_id: owner.site_id,
      status: "active",
      date_created: formatWithOffset(created, offset),
      pictures: PICTURE_SLOTS.map(([name, size], k) => {
        const url = `http2.mlstatic.com/official-stores/${def.official_store_id}/${name}_${size}.png`;
        // The real API leaves secure_url null on some pictures; backgrounds are the usual case.
        return {
          id: def.official_store_id * 100 + k + 1,
          name,
          secure_url: name === "background" ? null : `https://${url}`,
          url: `http://${url}`,
          size,
        };
      }),
      boost: { is_active: index % 2 === 0, last_update: formatWithOffset(new Date(now.getTime() - rng.int(1, 90) * 86_400_000), offset) },
      relevance_position: index + 1,
      users: [{ cust_id: owner.id, tags: [...owner.tags], site_id: owner.site_id, user_type: owner.user_type }],
    };
    brands.stores.set(brand.official_store_id, brand);
  });
  return brands;
}

/** Title keywords first, then topic, then round-robin, so every store gets a share. */
function assignItems(items: Item[]): Map<number, Item[]> {
  const out = new Map<number, Item[]>(STORES.map((s) => [s.official_store_id, []]));
  let turn = 0;
  for (const item of items) {
    const title = fold(item.title);
    const store: StoreDef =
      STORES.find((s) => s.keywords.test(title)) ?? STORES.find((s) => s.topics.includes(item.topic)) ?? STORES[turn++ % STORES.length]!;
    out.get(store.official_store_id)!.push(item);
  }
  // A store left without items takes one from the fullest, so no official store is empty.
  for (const store of STORES) {
    const mine = out.get(store.official_store_id)!;
    const fullest = [...out.values()].sort((a, b) => b.length - a.length)[0]!;
    if (mine.length === 0 && fullest.length > 1) mine.push(fullest.pop()!);
  }
  return out;
}
