import type { TreeCategory, TreeChanges } from "../schemas/category-tree";

/** What changed between two downloads of a tree: categories added, removed, renamed or moved. */
export function diffTrees(before: TreeCategory[], after: TreeCategory[]): TreeChanges {
  const old = new Map(before.map((c) => [c.id, c]));
  const now = new Map(after.map((c) => [c.id, c]));
  const changes: TreeChanges = { added: [], removed: [], renamed: [], moved: [] };
  for (const c of after) {
    const was = old.get(c.id);
    if (!was) changes.added.push({ id: c.id, name: c.name });
    else {
      if (was.name !== c.name) changes.renamed.push({ id: c.id, from: was.name, to: c.name });
      if (was.parentId !== c.parentId) changes.moved.push({ id: c.id, name: c.name, fromParent: was.parentId, toParent: c.parentId });
    }
  }
  for (const c of before) if (!now.has(c.id)) changes.removed.push({ id: c.id, name: c.name });
  return changes;
}
