import type { Item } from "../catalog/types.ts";
import { ensureMarket } from "../market/index.ts";
import type { SandboxState } from "../state.ts";
import { categoryView } from "./catalog-view.ts";
import { availableFilters, appliedFilters } from "./facets.ts";
import { shippingOf } from "./item-facts.ts";
import { labelsFor } from "./labels.ts";
import type { SearchQuery, SortId } from "./params.ts";
import { resultMapper } from "./result.ts";
import { ancestorsOf, categoryPositions, ensureIndex, intersect, matchTokens } from "./search-index.ts";
import { tokenize } from "./text.ts";

/** Items that pass every criterion, in relevance order. Only active listings are searchable. */
export function matchingItems(state: SandboxState, query: SearchQuery): Item[] {
  ensureMarket(state, query.site);
  const index = ensureIndex(state);
  const site = index.sites.get(query.site);
  if (!site) return [];
  // Candidates: the words' postings and the category's subtree, intersected; null means every item.
  let positions = matchTokens(site, query.tokens);
  if (query.category) {
    const inCategory = categoryPositions(state, index, site, query.category);
    positions = positions ? intersect(positions, inCategory) : inCategory;
  }
  const count = positions ? positions.length : site.ids.length;
  const live = state.catalog.items;
  const { category, sellerId, box, condition, price } = query;
  const out: Item[] = [];
  for (let k = 0; k < count; k++) {
    const pos = positions ? positions[k]! : k;
    const item = live.get(site.ids[pos]!);
    if (!item || item.status !== "active") continue;
    if (query.tokens.length > 0 && item.title !== site.titles[pos] && !hasAll(item.title, query.tokens)) continue;
    if (sellerId !== null && item.seller_id !== sellerId) continue;
    if (condition && item.condition !== condition) continue;
    if (price && ((price.from !== null && item.price < price.from) || (price.to !== null && item.price >= price.to))) continue;
    if (category && !ancestorsOf(state, index, item.category_id).has(category)) continue;
    if (box) {
      const loc = item.location;
      if (!loc || loc.latitude < box.lat[0] || loc.latitude > box.lat[1] || loc.longitude < box.lon[0] || loc.longitude > box.lon[1])
        continue;
    }
    if (query.freeShipping && !shippingOf(state, item).free_shipping) continue;
    out.push(item);
  }
  return out;
}

function hasAll(title: string, tokens: string[]): boolean {
  const words = new Set(tokenize(title));
  return tokens.every((t) => words.has(t));
}

/** The search response: paging, one page of results, the applied filters and what else can narrow it. */
export function runSearch(state: SandboxState, query: SearchQuery) {
  const all = matchingItems(state, query);
  const page = pageOf(all, query.sort, query.offset, query.limit);
  const labels = labelsFor(query.site);
  const toResult = resultMapper(state);
  const sorts: SortId[] = ["relevance", "price_asc", "price_desc"];
  return {
    site_id: query.site,
    query: query.q,
    paging: { total: all.length, offset: query.offset, limit: query.limit },
    results: page.map(toResult),
    secondary_results: [],
    related_results: [],
    sort: { id: query.sort, name: labels[query.sort] },
    available_sorts: sorts.filter((s) => s !== query.sort).map((id) => ({ id, name: labels[id] })),
    filters: appliedFilters(state, query),
    available_filters: availableFilters(state, categoryView(state), query, all),
  };
}

/** One page in the requested order; price sorts select only the first offset+limit items when that is cheaper. */
function pageOf(items: Item[], sort: SortId, offset: number, limit: number): Item[] {
  if (sort === "relevance" || limit === 0) return items.slice(offset, offset + limit);
  const sign = sort === "price_asc" ? 1 : -1;
  // Sort positions, not items: ties fall back to the position, i.e. keep relevance order.
  const prices = Float64Array.from(items, (i) => i.price);
  const cmp = (a: number, b: number) => sign * (prices[a]! - prices[b]!) || a - b;
  const positions = Array.from(items, (_, i) => i);
  const k = offset + limit;
  const ordered = k >= items.length / 4 ? positions.sort(cmp) : topK(positions, k, cmp);
  return ordered.slice(offset, k).map((i) => items[i]!);
}

/** The k smallest by cmp, sorted: a bounded max-heap, O(n log k). */
function topK<T>(items: T[], k: number, cmp: (a: T, b: T) => number): T[] {
  const heap: T[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (cmp(heap[i]!, heap[p]!) <= 0) return;
      [heap[i], heap[p]] = [heap[p]!, heap[i]!];
      i = p;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1,
        r = l + 1;
      let m = i;
      if (l < heap.length && cmp(heap[l]!, heap[m]!) > 0) m = l;
      if (r < heap.length && cmp(heap[r]!, heap[m]!) > 0) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (cmp(item, heap[0]!) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(cmp);
}
