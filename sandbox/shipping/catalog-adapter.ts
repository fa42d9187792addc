import type { SiteId } from "../accounts/types.ts";
import { siteTree } from "../catalog/tree.ts";

/**
 * The one place shipping reads the catalog's category tree, so a change there is a change here only.
 * Returns null when the tree of the site is unavailable (then ids are judged by their shape alone).
 */
export function treeCategory(site: SiteId, id: string): { known: boolean; topic: string | null; leaf: boolean } | null {
  let byId;
  try {
    byId = siteTree(site).byId;
  } catch {
    return null;
  }
  if (byId.size === 0) return null;
  const node = byId.get(id);
  return { known: Boolean(node), topic: node?.topic ?? null, leaf: node ? node.children.length === 0 : false };
}

/** Leaf category ids of a site with their topic (for tests and examples); empty without a tree. */
export function leafCategories(site: SiteId): Array<{ id: string; topic: string }> {
  try {
    return siteTree(site).leaves.map((l) => ({ id: l.id, topic: l.topic }));
  } catch {
    return [];
  }
}
