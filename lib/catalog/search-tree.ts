import type { TreeCategory } from "../schemas/category-tree";

/** Lower case without accents: "electrodomesticos" finds "Electrodomésticos". */
export const foldText = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

export interface TreeEntry extends TreeCategory {
  path: string;
  /** Names of the categories above, root first (empty for a top-level one). */
  ancestors: string[];
  /** Folded name and path, computed once, so each keystroke only compares strings. */
  haystack: string;
  /** Folded name alone: a category named by the words ranks above one that only sits under such a name. */
  nameKey: string;
}

/** Paths for every category (parents come before children in the stored order). Client-safe. */
export function indexTree(categories: TreeCategory[]): TreeEntry[] {
  const byId = new Map<string, TreeEntry>();
  const out: TreeEntry[] = [];
  for (const c of categories) {
    const parent = c.parentId ? byId.get(c.parentId) : undefined;
    const path = parent ? `${parent.path} › ${c.name}` : c.name;
    const ancestors = parent ? [...parent.ancestors, parent.name] : [];
    const entry = { ...c, path, ancestors, haystack: foldText(`${c.id} ${path}`), nameKey: foldText(`${c.id} ${c.name}`) };
    byId.set(c.id, entry);
    out.push(entry);
  }
  return out;
}

/** The query as the words it is matched by, joined by one space ("" when there are none). */
const queryKey = (query: string) => foldText(query).split(/\s+/).filter(Boolean).join(" ");

/**
 * Categories whose name or path holds every word of the query, at most `limit`: those whose own name
 * holds them first, then leaves (where listings go), each group in tree order.
 */
export function searchTree(entries: TreeEntry[], query: string, limit = 50): TreeEntry[] {
  return rank(matching(entries, queryKey(query)), queryKey(query), limit);
}

/**
 * `searchTree` for typing: each call remembers every match of its query, and when the next query only
 * adds letters or words to it ("cel" → "celu" → "celu sa"), its matches can only be among those, so
 * only those are scanned. A keystroke in a 1,600-category tree then compares a handful of strings
 * instead of all of them. Results are exactly searchTree's.
 */
export function createTreeSearch(entries: TreeEntry[]): (query: string, limit?: number) => TreeEntry[] {
  let last: { key: string; matches: TreeEntry[] } | null = null;
  return (query, limit = 50) => {
    const key = queryKey(query);
    const pool = last && last.key && key.startsWith(last.key) ? last.matches : entries;
    const matches = last?.key === key ? last.matches : matching(pool, key);
    last = { key, matches };
    return rank(matches, key, limit);
  };
}

function matching(entries: TreeEntry[], key: string): TreeEntry[] {
  if (!key) return [];
  const words = key.split(" ");
  return entries.filter((e) => {
    const haystack = e.haystack;
    return words.every((w) => haystack.includes(w));
  });
}

/** Named by the words and a leaf, named, a leaf under such a name, the rest; tree order within each. */
function rank(matches: TreeEntry[], key: string, limit: number): TreeEntry[] {
  const words = key.split(" ");
  const groups: TreeEntry[][] = [[], [], [], []];
  for (const e of matches) groups[(words.every((w) => e.nameKey.includes(w)) ? 0 : 2) + (e.leaf ? 0 : 1)]!.push(e);
  return groups.flat().slice(0, limit);
}
