import type { Item } from "./types.ts";
export interface CatalogState {
  items: Map<string, Item>;
}

export function createCatalogState(): CatalogState {
  return { items: new Map() };
}
