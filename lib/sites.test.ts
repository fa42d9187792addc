import { describe, expect, it } from "vitest";
import { describeSite, marketplaceName } from "./sites";

describe("site formatting", () => {
  it("describes a site with its country in the reader's language and its currency", () => {
    expect(describeSite("MLA", "en")).toBe("MLA · Argentina · ARS");
    expect(describeSite("MLB", "en")).toBe("MLB · Brazil · BRL");
    expect(describeSite("MLB", "pt-BR")).toBe("MLB · Brasil · BRL");
  });
});

describe("marketplaceName", () => {
  it("is Mercado Livre on MLB and Mercado Libre on the other sites", () => {
    expect(marketplaceName("MLB")).toBe("Mercado Livre");
    expect(["MLA", "MLM", "MCO", "MLC", "MLU"].map(marketplaceName)).toEqual(Array(5).fill("Mercado Libre"));
  });
});
