import { describe, expect, it } from "vitest";
import { describeSite } from "./sites";

describe("site formatting", () => {
  it("describes a site with its country in the reader's language and its currency", () => {
    expect(describeSite("MLA", "en")).toBe("MLA · Argentina · ARS");
    expect(describeSite("MLB", "en")).toBe("MLB · Brazil · BRL");
    expect(describeSite("MLB", "pt-BR")).toBe("MLB · Brasil · BRL");
  });
});
