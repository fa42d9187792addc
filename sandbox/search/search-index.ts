import type { SiteId } from "../accounts/types.ts";
import type { Item } from "../catalog/types.ts";
import type { SandboxState } from "../state.ts";
import { categoryView } from "./catalog-view.ts";
import type { SearchIndex, SiteIndex } from "./state.ts";
import { tokenize } from "./text.ts";

/**
 * The index is rebuilt when the catalog map is replaced or its size changes (items added or removed).
 * Prices, status and other fields are always read from the live items; only title words and the
 * relevance order are fixed at build time. Call invalidateSearchIndex after renaming items.
 */
export function ensureIndex(state: SandboxState): SearchIndex {
  const items = state.catalog.items;
  const current = state.search.index;
  if (current && current.items === items && current.size === items.size) return current;
  state.search.index = buildIndex(items);
  return state.search.index;
}

export function invalidateSearchIndex(state: SandboxState): void {
  state.search.index = null;
}

/** Relevance: best sellers first, then newer listings, then id, so the order is stable. */
function relevanceOrder(a: Item, b: Item): number {
  return b.sold_quantity - a.sold_quantity || b.date_created.localeCompare(a.date_created) || a.id.localeCompare(b.id);
}

/** Title → its distinct tokens. Titles repeat on every reset, so they are tokenised once per process. */
const TITLE_TOKENS = new Map<string, string[]>();

function titleTokens(title: string): string[] {
  let tokens = TITLE_TOKENS.get(title);
  if (!tokens) {
    tokens = [...new Set(tokenize(title))];
    if (TITLE_TOKENS.size < 200_000) TITLE_TOKENS.set(title, tokens);
  }
  return tokens;
}

export function buildIndex(items: Map<string, Item>): SearchIndex {
  const bySite = new Map<SiteId, Item[]>();
  for (const item of items.values()) {
    let list = bySite.get(item.site_id);
    if (!list) bySite.set(item.site_id, (list = []));
    list.push(item);
  }
  const sites = new Map<SiteId, SiteIndex>();
  for (const [site, list] of bySite) {
    list.sort(relevanceOrder);
    const postings = new Map<string, number[]>();
    const byCategory = new Map<string, number[]>();
    list.forEach((item, pos) => {
      let c = byCategory.get(item.category_id);
      if (!c) byCategory.set(item.category_id, (c = []));
      c.push(pos);
      for (const token of titleTokens(item.title)) {
        let p = postings.get(token);
        if (!p) postings.set(token, (p = []));
        p.push(pos);
      }
    });
    sites.set(site, { ids: list.map((i) => i.id), titles: list.map((i) => i.title), postings, byCategory, subtree: new Map() });
  }
  return { items, size: items.size, sites, ancestors: new Map() };
}

/** Positions whose indexed title holds every token (ascending = relevance order); all when no tokens. */
export function matchTokens(site: SiteIndex, tokens: string[]): number[] | null {
  if (tokens.length === 0) return null;
  const lists = tokens.map((t) => site.postings.get(t) ?? []).sort((a, b) => a.length - b.length);
  let result = lists[0]!;
  for (const other of lists.slice(1)) result = intersect(result, other);
  return result;
}

/** Positions of items filed (at build time) under the category or any category below it. */
export function categoryPositions(state: SandboxState, index: SearchIndex, site: SiteIndex, categoryId: string): number[] {
  let positions = site.subtree.get(categoryId);
  if (!positions) {
    positions = [];
    for (const [leaf, list] of site.byCategory) if (ancestorsOf(state, index, leaf).has(categoryId)) positions.push(...list);
    positions.sort((a, b) => a - b);
    site.subtree.set(categoryId, positions);
  }
  return positions;
}

export function intersect(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let j = 0;
  for (const x of a) {
    while (j < b.length && b[j]! < x) j++;
    if (j < b.length && b[j] === x) out.push(x);
  }
  return out;
}

/** The category and its ancestors, so a search on a parent finds items of its leaves. */
export function ancestorsOf(state: SandboxState, index: SearchIndex, categoryId: string): Set<string> {
  let set = index.ancestors.get(categoryId);
  if (!set) {
    const info = categoryView(state).get(categoryId);
    set = new Set([categoryId, ...(info?.path.map((p) => p.id) ?? [])]);
    index.ancestors.set(categoryId, set);
  }
  return set;
}
