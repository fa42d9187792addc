import { SITES, type SiteId } from "../accounts/types.ts";
import { findCategory, pathOf, siteTree } from "../catalog/tree.ts";
import type { SandboxState } from "../state.ts";

/** What brands, locations and search need to know about a category. */
export interface CategoryInfo {
  id: string;
  name: string;
  /** From the root to this category, itself included. */
  path: Array<{ id: string; name: string }>;
  siteId: string;
}

export interface CategoryView {
  get(id: string): CategoryInfo | undefined;
  /** Every category, or one site's only (cheaper: the others' paths are not built). */
  all(site?: SiteId): Iterable<CategoryInfo>;
}

const infos = new Map<string, CategoryInfo>();

/** After a tree edit: names and paths may have changed. */
export function forgetCategoryInfos(): void {
  infos.clear();
}

/**
 * A read-only view of the catalog's category trees (catalog/tree.ts: pure functions of the site, shared
 * by every reset), trimmed to id, name, path and site. `state` is kept in the signature so a catalog that
 * stores categories per state can be read the same way.
 */
export function categoryView(_state: SandboxState): CategoryView {
  return { get: info, all: allCategories };
}

function info(id: string): CategoryInfo | undefined {
  let cached = infos.get(id);
  if (!cached) {
    const node = findCategory(id);
    if (!node) return undefined;
    cached = { id: node.id, name: node.name, path: pathOf(node).map((n) => ({ id: n.id, name: n.name })), siteId: node.site };
    infos.set(id, cached);
  }
  return cached;
}

function* allCategories(only?: SiteId): Iterable<CategoryInfo> {
  for (const site of only ? [only] : (Object.keys(SITES) as SiteId[])) for (const id of siteTree(site).byId.keys()) yield info(id)!;
}
