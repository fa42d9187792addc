import type { Item } from "./types.ts";

/**
 * The catalog slice. Category trees are not here: they are pure functions of the site, built once
 * per process (tree.ts). Items are per sandbox state, with indexes kept in step by `addItem`.
 */
export interface CatalogState {
  items: Map<string, Item>;
  /** Seller id → item ids, newest first. */
  itemsBySeller: Map<number, string[]>;
  /** Category id → item ids. */
  itemsByCategory: Map<string, string[]>;
  /** Catalog domain id (MLA-SNEAKERS) → item ids: what top_values counts. */
  itemsByDomain: Map<string, string[]>;
  /** When /sites/{site}/all was first generated in this state (X-Content-Created). */
  dumpCreated: Map<string, string>;
}

export function createCatalogState(): CatalogState {
  return { items: new Map(), itemsBySeller: new Map(), itemsByCategory: new Map(), itemsByDomain: new Map(), dumpCreated: new Map() };
}

/** Adds an item and indexes it (other domains may call this to list new items). */
export function addItem(state: CatalogState, item: Item): void {
  state.items.set(item.id, item);
  push(state.itemsBySeller, item.seller_id, item.id);
  push(state.itemsByCategory, item.category_id, item.id);
  if (item.domain_id) push(state.itemsByDomain, item.domain_id, item.id);
}

function push<K>(map: Map<K, string[]>, key: K, id: string): void {
  const list = map.get(key);
  if (list) list.push(id);
  else map.set(key, [id]);
}
