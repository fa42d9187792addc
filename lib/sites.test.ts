import { describe, expect, it } from "vitest";
import { describeSite, formatDate, formatMoney } from "./sites";

describe("site formatting", () => {
  it("describes a site with its country in the reader's language and its currency", () => {
    expect(describeSite("MLA", "en")).toBe("MLA · Argentina · ARS");
    expect(describeSite("MLB", "en")).toBe("MLB · Brazil · BRL");
    expect(describeSite("MLB", "pt-BR")).toBe("MLB · Brasil · BRL");
  });

  it("formats money in the site currency", () => {
    expect(formatMoney(1234.5, "MLB", "pt-BR")).toMatch(/R\$\s?1\.234,50/);
    expect(formatMoney(1234.5, "MLM", "en")).toContain("MX$");
  });

  it("formats dates in the site time zone", () => {
    // 02:00 UTC is still the previous day in Mexico City (UTC-6) and in Buenos Aires (UTC-3).
    expect(formatDate("2026-03-10T02:00:00Z", "MLM", "en", { dateStyle: "short" })).toBe("3/9/26");
    expect(formatDate("2026-03-10T04:00:00Z", "MLA", "en", { dateStyle: "short" })).toBe("3/10/26");
  });
});
