import { describe, expect, it } from "vitest";
import { diffTrees } from "./diff-tree";

const c = (id: string, name: string, parentId: string | null, leaf = true) => ({ id, name, parentId, leaf });

describe("diffTrees", () => {
  it("lists added, removed, renamed and moved categories", () => {
    const before = [c("A", "Root", null, false), c("B", "Celulares", "A"), c("C", "Fundas", "A"), c("D", "Cargadores", "A")];
    const after = [c("A", "Root", null, false), c("B", "Celulares y Smartphones", "A"), c("D", "Cargadores", "B"), c("E", "Nueva", "A")];
    expect(diffTrees(before, after)).toEqual({
      added: [{ id: "E", name: "Nueva" }],
      removed: [{ id: "C", name: "Fundas" }],
      renamed: [{ id: "B", from: "Celulares", to: "Celulares y Smartphones" }],
      moved: [{ id: "D", name: "Cargadores", fromParent: "A", toParent: "B" }],
    });
  });

  it("an identical tree has no changes", () => {
    const tree = [c("A", "Root", null, false), c("B", "X", "A")];
    expect(diffTrees(tree, tree)).toEqual({ added: [], removed: [], renamed: [], moved: [] });
  });
});
