import { describe, expect, it } from "vitest";
import { createTreeSearch, indexTree, searchTree } from "./search-tree";

const c = (id: string, name: string, parentId: string | null, leaf = true) => ({ id, name, parentId, leaf });
const entries = indexTree([
  c("MLA1", "Electrodomésticos", null, false),
  c("MLA2", "Heladeras", "MLA1"),
  c("MLA3", "Lavarropas", "MLA1"),
  c("MLA4", "Repuestos de Electrodomésticos", "MLA1"),
  c("MLA5", "Accesorios para Vehículos", null, false),
  c("MLA6", "Repuestos Autos", "MLA5", false),
  c("MLA7", "Transmisión", "MLA6", false),
  c("MLA8", "Honda", "MLA7"),
  c("MLA9", "Repuestos Motos", "MLA5", false),
  c("MLA10", "Transmisión", "MLA9", false),
  c("MLA11", "Honda", "MLA10"),
]);

describe("searchTree", () => {
  it("finds by name and path without accents or case, with the path spelled out", () => {
    expect(searchTree(entries, "HELADERAS electrodomesticos").map((e) => [e.id, e.path])).toEqual([
      ["MLA2", "Electrodomésticos › Heladeras"],
    ]);
  });

  it("ranks categories named by the words above those only under such a name, leaves first within each", () => {
    expect(searchTree(entries, "electrodomesticos").map((e) => e.id)).toEqual(["MLA4", "MLA1", "MLA2", "MLA3"]);
    expect(searchTree(entries, "electrodomesticos", 2).map((e) => e.id)).toEqual(["MLA4", "MLA1"]);
  });

  it("an empty query finds nothing", () => {
    expect(searchTree(entries, "  ")).toEqual([]);
  });

  it("keeps each category's ancestors, root first", () => {
    expect(entries.find((e) => e.id === "MLA11")!.ancestors).toEqual(["Accesorios para Vehículos", "Repuestos Motos", "Transmisión"]);
    expect(entries.find((e) => e.id === "MLA1")!.ancestors).toEqual([]);
  });
});

describe("createTreeSearch", () => {
  it("answers exactly as searchTree while typing, deleting and replacing the query", () => {
    const search = createTreeSearch(entries);
    const steps = [
      "r",
      "re",
      "rep",
      "rep ",
      "rep h",
      "rep ho",
      "rep h",
      "",
      "t",
      "tr",
      "trans",
      "trans motos",
      "transmision",
      "x",
      "electro",
      "ELECTRO hel",
      "electro",
      "honda",
      "honda a",
    ];
    for (const query of steps) {
      for (const limit of [50, 1])
        expect(
          search(query, limit).map((e) => e.id),
          `${query} (${limit})`,
        ).toEqual(searchTree(entries, query, limit).map((e) => e.id));
    }
  });

  it("scans only the previous matches when the query grew, and everything when it did not", () => {
    let reads = 0;
    const counted = entries.map((e) => Object.defineProperty({ ...e }, "haystack", { get: () => (reads++, e.haystack) }));
    const search = createTreeSearch(counted);
    const scanned = (query: string) => {
      reads = 0;
      search(query);
      return reads;
    };
    expect(scanned("honda")).toBe(entries.length);
    expect(scanned("honda m")).toBe(2); // the two Hondas
    expect(scanned("honda")).toBe(entries.length); // shorter: a new scan
    expect(scanned("lavarropas")).toBe(entries.length);
  });
});
