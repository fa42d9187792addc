import { describe, expect, it } from "vitest";
import {
  csvCell,
  formatCompactIn,
  displayLocale,
  neutralizeCsvFormula,
  formatBuyerList,
  formatBuyerPrice,
  formatList,
  formatDate,
  formatHour,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelative,
  parsePrice,
  siteDay,
  toCsv,
} from "./format";

// Intl separates symbol and number with no-break spaces; compare on plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

// Every site × every UI language: [money 17999.5, money 17999, date of 2026-03-10T02:00Z in the site's zone].
const EXPECTED: Record<string, Record<string, [string, string, string]>> = {
  MLA: {
    en: ["ARS 17,999.50", "ARS 17,999", "Mar 9, 2026"],
    es: ["$ 17.999,50", "$ 17.999", "9 mar 2026"],
    "pt-BR": ["ARS 17.999,50", "ARS 17.999", "9 de mar. de 2026"],
  },
  MLB: {
    en: ["R$17,999.50", "R$17,999.00", "Mar 9, 2026"],
    es: ["17.999,50 BRL", "17.999,00 BRL", "9 mar 2026"],
    "pt-BR": ["R$ 17.999,50", "R$ 17.999,00", "9 de mar. de 2026"],
  },
  MLM: {
    en: ["MX$17,999.50", "MX$17,999", "Mar 9, 2026"],
    es: ["$17,999.50", "$17,999", "9 mar 2026"],
    "pt-BR": ["MX$ 17.999,50", "MX$ 17.999", "9 de mar. de 2026"],
  },
  MCO: {
    en: ["COP 18,000", "COP 17,999", "Mar 9, 2026"],
    es: ["$ 18.000", "$ 17.999", "9/03/2026"],
    "pt-BR": ["COP 18.000", "COP 17.999", "9 de mar. de 2026"],
  },
  MLC: {
    en: ["CLP 18,000", "CLP 17,999", "Mar 9, 2026"],
    es: ["$18.000", "$17.999", "09-03-2026"],
    "pt-BR": ["CLP 18.000", "CLP 17.999", "9 de mar. de 2026"],
  },
  MLU: {
    en: ["UYU 17,999.50", "UYU 17,999", "Mar 9, 2026"],
    es: ["$ 17.999,50", "$ 17.999", "9 mar. 2026"],
    "pt-BR": ["UYU 17.999,50", "UYU 17.999", "9 de mar. de 2026"],
  },
};

describe("formatters for the seller's screens", () => {
  for (const [site, byLocale] of Object.entries(EXPECTED)) {
    for (const [locale, [withCents, whole, date]] of Object.entries(byLocale)) {
      it(`${site} in ${locale}: money in the site currency, dates in the site time zone`, () => {
        expect(plain(formatMoney(17999.5, site, locale))).toBe(withCents);
        expect(plain(formatMoney(17999, site, locale))).toBe(whole);
        // 02:00 UTC is still the 9th in every site's zone (all are behind UTC).
        expect(plain(formatDate("2026-03-10T02:00:00Z", site, locale))).toBe(date);
      });
    }
  }

  it("names the currency unambiguously where currencies mix (a listing in US dollars on MLA)", () => {
    const money = (amount: number, locale: string, currency?: string) =>
      plain(formatMoney(amount, "MLA", locale, { currency, unambiguous: true }));
    expect(money(70500, "en", "USD")).toBe("US$ 70,500");
    expect(money(42000, "en")).toBe("ARS 42,000");
    expect(money(70500, "es", "USD")).toBe("US$ 70.500");
    expect(money(42000, "es")).toBe("ARS 42.000");
    expect(money(70500, "pt-BR", "USD")).toBe("US$ 70.500");
    expect(money(42000, "pt-BR", "ARS")).toBe("ARS 42.000");
    expect(plain(formatMoney(1000, "MLB", "pt-BR", { unambiguous: true }))).toBe("R$ 1.000,00");
    // Without the option nothing changes: "$ 42.000" is the peso to a seller reading only pesos.
    expect(plain(formatMoney(42000, "MLA", "es"))).toBe("$ 42.000");
  });

  it("uses the site's regional conventions only when the UI speaks the site's language", () => {
    expect(displayLocale("MLA", "es")).toBe("es-AR");
    expect(displayLocale("MLB", "pt-BR")).toBe("pt-BR");
    expect(displayLocale("MLB", "es")).toBe("es");
    expect(displayLocale("MLM", "en")).toBe("en");
  });

  it("formats numbers and percentages in the reader's language", () => {
    expect(formatNumber(1234567.5, "MLA", "en")).toBe("1,234,567.5");
    expect(formatNumber(1234567.5, "MLA", "es")).toBe("1.234.567,5");
    expect(formatNumber(1234567.5, "MLM", "es")).toBe("1,234,567.5");
    expect(plain(formatPercent(0.125, "MLA", "en"))).toBe("12.5%");
    expect(plain(formatPercent(0.125, "MLB", "pt-BR"))).toBe("12,5%");
    expect(plain(formatPercent(-0.04, "MLA", "en", { signed: true }))).toBe("-4%");
    expect(plain(formatPercent(0.04, "MLA", "en", { signed: true }))).toBe("+4%");
  });

  it("keeps a small non-zero rate visible when asked: two decimals under 1 %, a floor below that; 0 stays 0 %", () => {
    expect(plain(formatPercent(1 / 3114, "MLA", "en"))).toBe("0%"); // what the listings table showed
    expect(plain(formatPercent(1 / 3114, "MLA", "en", { keepSmall: true }))).toBe("0.03%");
    expect(plain(formatPercent(1 / 3114, "MLA", "es", { keepSmall: true }))).toBe("0,03%");
    expect(plain(formatPercent(1 / 3114, "MLB", "pt-BR", { keepSmall: true }))).toBe("0,03%");
    expect(plain(formatPercent(0.005, "MLA", "en", { keepSmall: true }))).toBe("0.5%");
    expect(plain(formatPercent(1 / 40_000, "MLA", "en", { keepSmall: true }))).toBe("<0.01%");
    expect(plain(formatPercent(1 / 40_000, "MLA", "es", { keepSmall: true }))).toBe("<0,01%");
    expect(plain(formatPercent(0, "MLA", "en", { keepSmall: true }))).toBe("0%");
    // From 1 % up, the usual one decimal.
    expect(plain(formatPercent(0.0123, "MLA", "en", { keepSmall: true }))).toBe("1.2%");
    expect(plain(formatPercent(0.25, "MLA", "en", { keepSmall: true }))).toBe("25%");
  });

  it("shows the time of day in the site's zone", () => {
    expect(plain(formatDate("2026-03-10T02:00:00Z", "MLM", "en", "short-date-time"))).toBe("3/9/26, 8:00 PM");
    expect(plain(formatDate("2026-03-10T02:00:00Z", "MLB", "pt-BR", "short-date-time"))).toBe("09/03/2026, 23:00");
    expect(siteDay("2026-03-10T02:00:00Z", "MLA")).toBe("2026-03-09");
    expect(siteDay("2026-03-10T04:00:00Z", "MLA")).toBe("2026-03-10");
  });

  it("says relative times in the UI language", () => {
    const now = new Date("2026-03-10T03:00:00Z");
    expect(formatRelative("2026-03-10T00:00:00Z", "en", now)).toBe("3 hours ago");
    expect(formatRelative("2026-03-10T00:00:00Z", "es", now)).toBe("hace 3 horas");
    expect(formatRelative("2026-03-10T00:00:00Z", "pt-BR", now)).toBe("há 3 horas");
    expect(formatRelative("2026-03-12T03:00:00Z", "en", now)).toBe("in 2 days");
    expect(formatRelative("2026-03-10T03:00:00Z", "en", now)).toBe("now");
  });
});

describe("buyer-facing prices follow the site whatever the UI language", () => {
  const cases: [string, number, string][] = [
    ["MLA", 17999, "$ 17.999"],
    ["MLA", 17999.5, "$ 17.999,50"],
    ["MLB", 17999, "R$ 17.999,00"],
    ["MLB", 121999, "R$ 121.999,00"],
    ["MLM", 17999, "$ 17,999"],
    ["MLM", 17999.5, "$ 17,999.50"],
    ["MCO", 17999, "$ 17.999"],
    ["MCO", 17999.6, "$ 18.000"],
    ["MLC", 17999, "$ 17.999"],
    ["MLU", 17999, "$ 17.999"],
    ["MLU", 1290.5, "$ 1.290,50"],
  ];
  for (const [site, amount, expected] of cases) {
    it(`${site} ${amount} → ${expected}`, () => expect(formatBuyerPrice(amount, site)).toBe(expected));
  }

  it("uses plain spaces, so pasted text has no no-break spaces", () => {
    expect(formatBuyerPrice(17999, "MLB")).not.toMatch(/[\u00a0\u202f]/);
  });
});

describe("hours of the day", () => {
  it("are wall-clock hours in the reader's style, never shifted by a time zone", () => {
    expect(formatHour(14, "MLB", "pt-BR")).toBe("14:00");
    expect(formatHour(0, "MLB", "pt-BR")).toBe("00:00");
    expect(formatHour(14, "MLA", "en")).toMatch(/^2:00\sPM$/);
  });
});

describe("prices as sellers type them", () => {
  it("reads every site's grouping and decimals", () => {
    expect(parsePrice("1.999,99")).toBe(1999.99); // MLA, MLB, MCO, MLC, MLU
    expect(parsePrice("1,999.99")).toBe(1999.99); // MLM, English
    expect(parsePrice("1999,9")).toBe(1999.9);
    expect(parsePrice("1999.99")).toBe(1999.99);
    expect(parsePrice("1.999")).toBe(1999); // three digits after a separator group thousands
    expect(parsePrice("1.250.000")).toBe(1_250_000);
    expect(parsePrice(" 25 000 ")).toBe(25_000);
    expect(parsePrice("0")).toBe(0);
  });
  it("refuses what is not a price", () => {
    for (const text of ["", "abc", "-5", "1,2345", "1.99.9", "12a", ",5"]) expect(parsePrice(text), text).toBeNull();
  });
});

describe("CSV", () => {
  it("writes plain numbers, ISO dates, quotes what needs quoting", () => {
    expect(
      toCsv(
        ["n", "text"],
        [
          [1234.5, 'say "hi", bye'],
          [new Date("2026-01-02T03:04:05Z"), null],
        ],
      ),
    ).toBe('n,text\r\n1234.5,"say ""hi"", bye"\r\n2026-01-02T03:04:05.000Z,\r\n');
  });

  it("neutralises spreadsheet formulas but keeps negative numbers as numbers", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell("-3")).toBe("-3");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ["-2+3", "'-2+3"],
    ["+1+1", "'+1+1"],
    ["@SUM(1)", "'@SUM(1)"],
    ["\t=1", "'\t=1"],
    ["\r=1", "'\r=1"],
    ["-", "'-"],
    ["-12.5", "-12.5"],
    ["+7", "+7"],
    ["-.5", "-.5"],
    ["1e3", "1e3"],
    ["-1E-3", "-1E-3"],
    ["12.5", "12.5"],
    ["Mate imperial", "Mate imperial"],
    ["a=b", "a=b"],
    ["", ""],
  ])("neutralizeCsvFormula(%j) is %j", (input, expected) => {
    expect(neutralizeCsvFormula(input)).toBe(expected);
  });

  it("quotes a neutralised cell when it needs quoting", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
    expect(toCsv(["a"], [["-2+3"], ["-12.5"], [-12.5]])).toBe("a\r\n'-2+3\r\n-12.5\r\n-12.5\r\n");
  });
});

describe("formatCompactIn", () => {
  it("spells one scale one way on an axis (es-AR's CLDR has both '9 K' and '12 k')", () => {
    // Spaces normalised: CLDR puts a no-break space before the scale's word.
    const ticks = [900, 1_800, 9_000, 12_000, 15_000].map((n) => formatCompactIn(n, "es-AR").replace(/\s/g, " "));
    expect(ticks).toEqual(["900", "1,8 k", "9 k", "12 k", "15 k"]);
    expect(formatCompactIn(1_500_000, "es-AR").replace(/\s/g, " ")).toBe("1,5 M");
    expect([1_800, 12_000].map((n) => formatCompactIn(n, "en-US"))).toEqual(["1.8K", "12K"]);
    expect(formatCompactIn(9_000, "pt-BR").replace(/\s/g, " ")).toBe("9 mil");
  });
});

describe("lists in the reader's language", () => {
  it("joins names with the language's own 'and', never a bare comma", () => {
    expect(formatList(["Ana", "Luis", "Bea"], "en")).toBe("Ana, Luis, and Bea");
    expect(formatList(["Ana", "Luis", "Bea"], "es")).toBe("Ana, Luis y Bea");
    expect(formatList(["Ana", "Luis"], "pt-BR")).toBe("Ana e Luis");
    expect(formatList(["Ana"], "es")).toBe("Ana");
    expect(formatList([], "en")).toBe("");
  });

  it("says 'or' for alternatives and enumerates values plainly", () => {
    expect(formatList(["MLA", "MLB"], "es", "disjunction")).toBe("MLA o MLB");
    expect(formatList(["ARS", "USD"], "en", "unit")).toBe("ARS, USD");
  });

  it("writes a buyer's list in the site's language whatever the seller reads", () => {
    expect(formatBuyerList(["2 × Mate", "1 × Bombilla"], "MLA")).toBe("2 × Mate y 1 × Bombilla");
    expect(formatBuyerList(["2 × Cuia", "1 × Bomba", "1 × Erva"], "MLB")).toBe("2 × Cuia, 1 × Bomba e 1 × Erva");
  });
});
