import type { User } from "../accounts/types.ts";
import { SITES } from "../accounts/types.ts";
import { formatWithOffset } from "../core/dates.ts";
import type { Rng } from "../core/rng.ts";
import { makeItem } from "../catalog/seed-items.ts";
import { addItem } from "../catalog/state.ts";
import { siteTree } from "../catalog/tree.ts";
import type { Item, ItemVariation } from "../catalog/types.ts";
import type { SandboxState } from "../state.ts";
import { createListingsState } from "./state.ts";

/** Sellers that get listings with variations (new items: the existing ones keep their shape). */
const WITH_VARIATIONS: Record<number, { family: string; axes: Axis[] }> = {
  241_370_001: {
    family: "fashion",
    axes: [
      { id: "COLOR", name: "Color", values: ["Negro", "Azul marino", "Gris melange"] },
      { id: "SIZE", name: "Talle", values: ["S", "M", "L"] },
    ],
  },
  241_370_002: { family: "home", axes: [{ id: "COLOR", name: "Cor", values: ["Branco", "Preto", "Cinza", "Bege"] }] },
};
interface Axis {
  id: string;
  name: string;
  values: string[];
}

/**
 * Item-edit material, added without changing what seeded items already look like: every seller item gets
 * a SKU (a new field), a few active ones a price automation (kept here, not on the item), and two sellers
 * two new listings each with variations (one of them with sales, so its title is locked).
 */
export function seedListings(state: SandboxState, rng: Rng, now: Date, publicUrl: string): void {
  state.listings = createListingsState();
  const sellers = [...state.users.values()].filter((u) => u.role === "seller").sort((a, b) => a.id - b.id);
  for (const seller of sellers) {
    const srng = rng.fork(`seller:${seller.id}`);
    const spec = WITH_VARIATIONS[seller.id];
    if (spec) addVariationItems(state, seller, spec, srng, now, publicUrl);
    const ids = state.catalog.itemsBySeller.get(seller.id) ?? [];
    const prefix = seller.nickname.replace(/[^A-Z]/g, "").slice(0, 5) || "SKU";
    ids.forEach((id, index) => {
      const item = state.catalog.items.get(id)!;
      if (item.seller_custom_field === undefined) item.seller_custom_field = `${prefix}-${String(index + 1).padStart(4, "0")}`;
    });
    const automatable = ids
      .map((id) => state.catalog.items.get(id)!)
      .filter((i) => i.status === "active" && i.buying_mode === "buy_it_now");
    for (const item of srng.shuffle([...automatable]).slice(0, 3))
      state.listings.automation.set(item.id, {
        item_id: item.id,
        status: "ACTIVE",
        rule_id: srng.bool(0.5) ? "INT_EXT" : "INT",
        min_price: Math.round(item.price * 0.85),
        max_price: Math.round(item.price * 1.15),
        last_updated: formatWithOffset(new Date(now.getTime() - srng.int(1, 30) * 86_400_000), SITES[seller.site_id].utcOffset),
      });
  }
}

function addVariationItems(
  state: SandboxState,
  seller: User,
  spec: { family: string; axes: Axis[] },
  rng: Rng,
  now: Date,
  publicUrl: string,
) {
  const leaves = siteTree(seller.site_id).leaves.filter((l) => l.family.key === spec.family && !l.adult && !l.family.classified);
  if (!leaves.length) return;
  for (let n = 0; n < 2; n++) {
    const item: Item = makeItem(seller, rng.pick(leaves), rng, now, publicUrl);
    if (state.catalog.items.has(item.id)) continue;
    const combos = combinations(spec.axes);
    const withSales = n === 0;
    const variations: ItemVariation[] = combos.map((combo, i) => ({
      id: 180_000_000_000 + rng.int(0, 9_999_999),
      price: item.price,
      available_quantity: i === 0 ? 0 : rng.int(2, 30),
      sold_quantity: withSales ? rng.int(1, 40) : 0,
      attribute_combinations: combo.map((c) => ({ id: c.axis.id, name: c.axis.name, value_id: null, value_name: c.value })),
      seller_custom_field: `${item.id.slice(-4)}-${combo.map((c) => c.value.slice(0, 3).toUpperCase()).join("-")}`,
      picture_ids: item.pictures?.slice(0, 1).map((p) => p.id) ?? [],
    }));
    item.status = "active";
    item.variations = variations;
    item.available_quantity = variations.reduce((sum, v) => sum + v.available_quantity, 0);
    item.sold_quantity = variations.reduce((sum, v) => sum + v.sold_quantity, 0);
    addItem(state.catalog, item);
  }
}

function combinations(axes: Axis[]): Array<Array<{ axis: Axis; value: string }>> {
  return axes.reduce<Array<Array<{ axis: Axis; value: string }>>>(
    (acc, axis) => acc.flatMap((combo) => axis.values.map((value) => [...combo, { axis, value }])),
    [[]],
  );
}
