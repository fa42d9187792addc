import { describe, expect, it } from "vitest";
import { displayLocale, formatNumber, formatPercent } from "../format";
import { describeTimeZone, formatChange, formatCount, formatRate } from "./format";

describe("metrics formatting in the display locale", () => {
  it("groups and signs as the rest of the app does", () => {
    const locale = displayLocale("MLA", "es");
    expect(formatCount(4055, locale)).toBe(formatNumber(4055, "MLA", "es"));
    expect(formatCount(4055, locale)).toBe("4.055");
    expect(formatChange(12.5, locale)).toBe(formatPercent(0.125, "MLA", "es", { signed: true }));
    expect(formatRate(1, 8, locale)).toBe(formatPercent(0.125, "MLA", "es"));
    expect(formatCount(null, locale)).toBe("—");
  });

  it("a rate of a rare event is not rounded to 0 %; none at all is 0 %, nothing to divide by is —", () => {
    const en = displayLocale("MLA", "en");
    expect(formatRate(1, 3114, en)).toBe("0.03%");
    expect(formatRate(1, 3114, en)).toBe(formatPercent(1 / 3114, "MLA", "en", { keepSmall: true }));
    expect(formatRate(1, 25_000, en)).toBe("<0.01%");
    expect(formatRate(0, 3114, en)).toBe("0%");
    expect(formatRate(1, 0, en)).toBe("—");
    expect(formatRate(1, 3114, displayLocale("MLB", "pt-BR"))).toBe("0,03%");
  });

  it("names the site's city as it is written there", () => {
    expect(describeTimeZone("MLB", "pt-BR")).toMatch(/^São Paulo \(GMT-3\)$/);
    expect(describeTimeZone("MLM", "es")).toMatch(/^Ciudad de México \(GMT-6\)$/);
  });
});
