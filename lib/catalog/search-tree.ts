import type { TreeCategory } from "../schemas/category-tree";

/** Lower case without accents: "electrodomesticos" finds "Electrodomésticos". */
export const foldText = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

export interface TreeEntry extends TreeCategory {
  path: string;
  /** Folded name and path, computed once, so each keystroke only compares strings. */
  haystack: string;
}

/** Paths for every category (parents come before children in the stored order). Client-safe. */
export function indexTree(categories: TreeCategory[]): TreeEntry[] {
  const byId = new Map<string, TreeEntry>();
  const out: TreeEntry[] = [];
  for (const c of categories) {
    const parent = c.parentId ? byId.get(c.parentId) : undefined;
    const path = parent ? `${parent.path} › ${c.name}` : c.name;
    const entry = { ...c, path, haystack: foldText(`${c.id} ${path}`) };
    byId.set(c.id, entry);
    out.push(entry);
  }
  return out;
}

/** Categories whose name or path holds every word of the query, leaves first, at most `limit`. */
export function searchTree(entries: TreeEntry[], query: string, limit = 50): TreeEntry[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: TreeEntry[] = [];
  for (const e of entries) if (words.every((w) => e.haystack.includes(w))) hits.push(e);
  hits.sort((a, b) => Number(b.leaf) - Number(a.leaf));
  return hits.slice(0, limit);
}
