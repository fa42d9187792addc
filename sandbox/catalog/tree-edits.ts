import type { SiteId } from "../accounts/types.ts";
import { badRequest, notFound } from "../core/errors.ts";
import { ensureMarket } from "../market/index.ts";
import { forgetCategoryInfos } from "../search/catalog-view.ts";
import type { SandboxState } from "../state.ts";
import { forgetCategoryAttributes } from "./attributes.ts";
import { forgetCategoryRecords } from "./category-record.ts";
import { forgetLeafMemos } from "./leaf-memo.ts";
import { forgetPredictionIndex } from "./classifier.ts";
import { forgetSiteDump } from "./routes-dump.ts";
import { dropSiteTree, pathOf, siteTree, type CatNode, type SiteTree } from "./tree.ts";

/** A change to a site's category tree, as the marketplace makes them now and then. */
export type TreeEdit =
  | { op: "add"; parent_id: string; name: string }
  | { op: "rename"; id: string; name: string }
  | { op: "move"; id: string; parent_id: string }
  | { op: "remove"; id: string };

/** Sites whose process-wide tree has been edited: the next reset builds them again from the data. */
const edited = new Set<SiteId>();

/**
 * Applies one edit to the site's tree. Trees are shared by the process (tree.ts), so an edit holds until
 * the next reset, which restores every edited tree (restoreEditedTrees). The dump is generated again
 * (new MD5) and X-Content-Created becomes now. Categories that hold listings of this state cannot be
 * removed, and cannot get children (a listing's category must stay a leaf).
 */
export function editTree(state: SandboxState, site: SiteId, edit: TreeEdit, now: Date): CatNode | null {
  // Listings decide what may change, so the site's public listings must be in the catalog first.
  ensureMarket(state, site);
  const tree = siteTree(site);
  const node = (id: string, role: string) => {
    const found = tree.byId.get(id);
    if (!found) throw notFound(`${role} ${id} is not a category of ${site}`);
    return found;
  };
  let result: CatNode | null = null;
  switch (edit.op) {
    case "add": {
      const parent = node(edit.parent_id, "parent_id");
      refuseListed(state, parent, "get children");
      const id = `${site}${Math.max(...[...tree.byId.keys()].map((k) => Number(k.slice(3)))) + 1}`;
      result = {
        ...parent,
        id,
        name: edit.name,
        parent,
        children: [],
        depth: parent.depth + 1,
        totalItems: 0,
        ordinal: tree.leaves.length,
        domainName: parent.depth === 1 ? edit.name : parent.domainName,
      };
      parent.children.push(result);
      tree.byId.set(id, result);
      break;
    }
    case "rename":
      result = node(edit.id, "id");
      result.name = edit.name;
      break;
    case "move": {
      result = node(edit.id, "id");
      const parent = node(edit.parent_id, "parent_id");
      if (!result.parent) throw badRequest("bad_request", "A top-level category cannot be moved.");
      if (pathOf(parent).includes(result)) throw badRequest("bad_request", "A category cannot move below itself.");
      refuseListed(state, parent, "get children");
      result.parent.children = result.parent.children.filter((c) => c !== result);
      result.parent = parent;
      parent.children.push(result);
      break;
    }
    case "remove": {
      const gone = node(edit.id, "id");
      if (!gone.parent) throw badRequest("bad_request", "A top-level category cannot be removed.");
      for (const n of subtree(gone)) refuseListed(state, n, "be removed");
      gone.parent.children = gone.parent.children.filter((c) => c !== gone);
      for (const n of subtree(gone)) tree.byId.delete(n.id);
      break;
    }
  }
  reindex(tree);
  edited.add(site);
  forgetDerived(state, site);
  state.catalog.dumpCreated.set(site, now.toISOString());
  return result;
}

/** Called by the catalog seed: a reset gives back the trees as the data defines them. */
export function restoreEditedTrees(): void {
  if (edited.size === 0) return;
  for (const site of edited) {
    dropSiteTree(site);
    forgetSiteDump(site);
  }
  edited.clear();
  forgetCategoryRecords();
  forgetCategoryAttributes();
  forgetLeafMemos();
  forgetCategoryInfos();
}

function refuseListed(state: SandboxState, node: CatNode, what: string): void {
  if (node.children.length === 0 && (state.catalog.itemsByCategory.get(node.id)?.length ?? 0) > 0) {
    throw badRequest("bad_request", `Category ${node.id} (${node.name}) holds listings, so it cannot ${what}.`);
  }
}

function* subtree(node: CatNode): Generator<CatNode> {
  yield node;
  for (const child of node.children) yield* subtree(child);
}

/** Depths, leaves, domains and synthetic totals follow the new shape. */
function reindex(tree: SiteTree): void {
  const walk = (n: CatNode, depth: number): number => {
    n.depth = depth;
    if (n.children.length === 0) return n.totalItems;
    return (n.totalItems = n.children.reduce((sum, c) => sum + walk(c, depth + 1), 0));
  };
  tree.roots.forEach((r) => walk(r, 1));
  tree.leaves = [...tree.byId.values()].filter((n) => n.children.length === 0);
  tree.domains = new Map();
  for (const leaf of tree.leaves) {
    const key = `${tree.site}-${leaf.domainKey}`;
    tree.domains.set(key, [...(tree.domains.get(key) ?? []), leaf]);
  }
}

function forgetDerived(state: SandboxState, site: SiteId): void {
  forgetSiteDump(site);
  forgetCategoryRecords();
  forgetCategoryAttributes();
  forgetLeafMemos();
  forgetCategoryInfos();
  forgetPredictionIndex(state.catalog);
  // Search caches category subtrees and ancestors; the next search builds them again.
  state.search.index = null;
}
