import type { TreeCategory } from "../schemas/category-tree";

/** Lower case without accents: "electrodomesticos" finds "Electrodomésticos". */
export const foldText = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

export interface TreeEntry extends TreeCategory {
  path: string;
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
    const entry = { ...c, path, haystack: foldText(`${c.id} ${path}`), nameKey: foldText(`${c.id} ${c.name}`) };
    byId.set(c.id, entry);
    out.push(entry);
  }
  return out;
}

/**
 * Categories whose name or path holds every word of the query, at most `limit`: those whose own name
 * holds them first, then leaves (where listings go), each group in tree order.
 */
export function searchTree(entries: TreeEntry[], query: string, limit = 50): TreeEntry[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: Array<{ e: TreeEntry; rank: number }> = [];
  for (const e of entries) {
    if (!words.every((w) => e.haystack.includes(w))) continue;
    hits.push({ e, rank: (words.every((w) => e.nameKey.includes(w)) ? 2 : 0) + (e.leaf ? 1 : 0) });
  }
  hits.sort((a, b) => b.rank - a.rank);
  return hits.slice(0, limit).map((h) => h.e);
}
