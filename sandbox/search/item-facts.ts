import type { Item } from "../catalog/types.ts";
import { defaultShipping } from "../shipping/item-shipping.ts";
import type { SandboxState } from "../state.ts";

/** Optional fields other domains may add to an item; read defensively. */
export type ItemExtras = Item & { original_price?: number | null; subtitle?: string | null };

/** Default blocks depend only on the item, so they are computed once per item object. */
const defaults = new WeakMap<Item, { free_shipping: boolean; mode: string }>();

/**
 * The item's shipping as GET /items shows it: the block the shipping domain stored after a PUT, else its
 * default block. Search facets read this for every result, hence the cache.
 */
export function shippingOf(state: SandboxState, item: Item): { free_shipping: boolean; mode: string } {
  const stored = state.shipping.items.get(item.id);
  if (stored) return stored;
  let d = defaults.get(item);
  if (!d) {
    const block = defaultShipping(item);
    d = { free_shipping: block.free_shipping, mode: block.mode };
    defaults.set(item, d);
  }
  return d;
}
