import { describe, expect, it } from "vitest";
import { indexTree, searchTree } from "./search-tree";

const c = (id: string, name: string, parentId: string | null, leaf = true) => ({ id, name, parentId, leaf });
const entries = indexTree([
  c("MLA1", "Electrodomésticos", null, false),
  c("MLA2", "Heladeras", "MLA1"),
  c("MLA3", "Lavarropas", "MLA1"),
  c("MLA4", "Repuestos de Electrodomésticos", "MLA1"),
]);

describe("searchTree", () => {
  it("finds by name and path without accents or case, with the path spelled out", () => {
    expect(searchTree(entries, "HELADERAS electrodomesticos").map((e) => [e.id, e.path])).toEqual([["MLA2", "Electrodomésticos › Heladeras"]]);
  });

  it("ranks categories named by the words above those only under such a name, leaves first within each", () => {
    expect(searchTree(entries, "electrodomesticos").map((e) => e.id)).toEqual(["MLA4", "MLA1", "MLA2", "MLA3"]);
    expect(searchTree(entries, "electrodomesticos", 2).map((e) => e.id)).toEqual(["MLA4", "MLA1"]);
  });

  it("an empty query finds nothing", () => {
    expect(searchTree(entries, "  ")).toEqual([]);
  });
});
