import type { SiteId } from "../accounts/types.ts";
import { categoryAttributes } from "./attributes.ts";
import { brandsFor } from "./data/brands.ts";
import type { CatalogState } from "./state.ts";
import { terms } from "./text.ts";
import { pathOf, siteTree, type CatNode } from "./tree.ts";

/**
 * The domain_discovery predictor: BM25 over the leaf categories of a site. A leaf's document is its
 * path names (the leaf and its domain weigh more), its brands and model names and the titles of the items
 * listed in it, all tokenised by `terms` (lower-case, accent-folded, stop-words out, plurals stemmed).
 */
interface Index {
  leaves: CatNode[];
  postings: Map<string, Array<[doc: number, tf: number]>>;
  lengths: Float64Array;
  avgLength: number;
}

const K1 = 1.2;
/** Milder length normalisation than the textbook 0.75: leaves with many models are not penalised much. */
const B = 0.5;

/** Built on first use per state and site (item titles belong to the state), then reused. */
const INDEXES = new WeakMap<CatalogState, Map<SiteId, Index>>();

/** After a tree edit: predictions name categories and their paths. */
export function forgetPredictionIndex(state: CatalogState): void {
  INDEXES.delete(state);
}

export interface Prediction {
  leaf: CatNode;
  score: number;
  attributes: Array<{ id: string; name: string; value_id: string; value_name: string }>;
}

export function predict(state: CatalogState, site: SiteId, query: string, limit: number, target?: "core" | "classified"): Prediction[] {
  const index = indexFor(state, site);
  const queryTerms = [...new Set(terms(query))];
  const scores = new Map<number, number>();
  const n = index.leaves.length;
  for (const term of queryTerms) {
    const list = index.postings.get(term);
    if (!list) continue;
    const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
    for (const [doc, tf] of list) {
      const norm = (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * index.lengths[doc]!) / index.avgLength));
      scores.set(doc, (scores.get(doc) ?? 0) + idf * norm);
    }
  }
  const ranked = [...scores]
    .filter(([doc]) => !target || (target === "classified") === !!index.leaves[doc]!.family.classified)
    .sort(
      (a, b) =>
        b[1] - a[1] ||
        index.leaves[b[0]]!.totalItems - index.leaves[a[0]]!.totalItems ||
        index.leaves[a[0]]!.id.localeCompare(index.leaves[b[0]]!.id),
    )
    .slice(0, limit);
  const querySet = new Set(queryTerms);
  return ranked.map(([doc, score]) => ({ leaf: index.leaves[doc]!, score, attributes: knownValues(index.leaves[doc]!, querySet) }));
}

/** List-attribute values whose every word appears in the query ("zapatillas nike" → BRAND Nike). */
function knownValues(leaf: CatNode, query: Set<string>): Prediction["attributes"] {
  const out: Prediction["attributes"] = [];
  for (const { record } of categoryAttributes(leaf)) {
    if (record.value_type !== "list" || !record.values) continue;
    const hit = record.values.find((v) => {
      const words = terms(v.name);
      return words.length > 0 && words.every((w) => query.has(w));
    });
    if (hit) out.push({ id: record.id, name: record.name, value_id: hit.id, value_name: hit.name });
  }
  return out;
}

function indexFor(state: CatalogState, site: SiteId): Index {
  let bySite = INDEXES.get(state);
  if (!bySite) INDEXES.set(state, (bySite = new Map()));
  let index = bySite.get(site);
  if (!index) bySite.set(site, (index = build(state, site)));
  return index;
}

function build(state: CatalogState, site: SiteId): Index {
  const leaves = siteTree(site).leaves;
  const postings = new Map<string, Array<[number, number]>>();
  const lengths = new Float64Array(leaves.length);
  leaves.forEach((leaf, doc) => {
    const tf = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const t of terms(text)) tf.set(t, (tf.get(t) ?? 0) + weight);
    };
    const path = pathOf(leaf);
    path.forEach((node, i) => add(node.name, i === path.length - 1 ? 3 : i === path.length - 2 ? 2 : 1));
    add(leaf.domainName, 2);
    // A brand leaf (Celulares > Samsung) indexes only that brand's models; other leaves all of them.
    const names = new Set(path.map((p) => p.name.toLowerCase()));
    const brands = brandsFor(leaf.domainKey, leaf.brandGroup);
    const own = brands.filter((b) => names.has(b.name.toLowerCase()));
    for (const brand of own.length ? own : brands) {
      add(brand.name, 0.5);
      for (const model of brand.models) add(model, 0.5);
    }
    for (const id of state.itemsByCategory.get(leaf.id) ?? []) {
      const item = state.items.get(id);
      if (item) add(item.title, 0.5);
    }
    let length = 0;
    for (const [term, count] of tf) {
      length += count;
      const list = postings.get(term);
      if (list) list.push([doc, count]);
      else postings.set(term, [[doc, count]]);
    }
    lengths[doc] = length;
  });
  const avgLength = lengths.reduce((s, l) => s + l, 0) / Math.max(1, leaves.length);
  return { leaves, postings, lengths, avgLength };
}
