import type { SiteId } from "../accounts/types.ts";
import type { Item } from "../catalog/types.ts";

/** One site's items in relevance order, with an inverted index of title words. */
export interface SiteIndex {
  ids: string[];
  /** Title at indexing time: a changed title is re-checked against the live item. */
  titles: string[];
  /** Word → ascending positions in `ids`. */
  postings: Map<string, number[]>;
  /** Leaf category id → ascending positions of its items. */
  byCategory: Map<string, number[]>;
  /** Any category id (leaf or parent) → positions of the items in its subtree, filled lazily. */
  subtree: Map<string, number[]>;
}

export interface SearchIndex {
  /** The catalog map and its size when built: a different map or size triggers a rebuild. */
  items: Map<string, Item>;
  size: number;
  sites: Map<SiteId, SiteIndex>;
  /** Category id → ids of itself and its ancestors, filled lazily. */
  ancestors: Map<string, Set<string>>;
}

export interface SearchState {
  index: SearchIndex | null;
}

export function createSearchState(): SearchState {
  return { index: null };
}
