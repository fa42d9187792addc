import type { ItemShipping } from "./item-shipping.ts";

/**
 * Shipping keeps only what sellers changed: the shipping block of items updated through PUT /items,
 * keyed by item id. Items never updated show their default block (item-shipping.ts), computed on read,
 * so items the catalog or a test adds later need no seeding here.
 */
export interface ShippingState {
  items: Map<string, ItemShipping>;
}

export function createShippingState(): ShippingState {
  return { items: new Map() };
}
