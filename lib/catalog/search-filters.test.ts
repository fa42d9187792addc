import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../format";
import { filterLabels, parsePriceRange } from "./search-filters";

function labels(locale: "en" | "es" | "pt-BR", site: string) {
  const messages = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../i18n/messages/${locale}/catalog.json`), "utf8"));
  const t = createTranslator({ locale, messages: { catalog: messages }, namespace: "catalog.search", timeZone: "UTC" });
  return filterLabels(t, (amount) => formatMoney(amount, site, locale));
}

// Intl separates the currency from the amount with a no-break space: compare with plain spaces.
const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe("parsePriceRange", () => {
  it("reads the marketplace's range ids, with * for an open end", () => {
    expect(parsePriceRange("*-280000")).toEqual({ from: null, to: 280000 });
    expect(parsePriceRange("100000-280000")).toEqual({ from: 100000, to: 280000 });
    expect(parsePriceRange("280000-*")).toEqual({ from: 280000, to: null });
    expect(parsePriceRange("99.5-100.25")).toEqual({ from: 99.5, to: 100.25 });
  });

  it("is null for anything else", () => {
    for (const id of ["*-*", "", "280000", "abc-100", "-5-10", "100-", "1e5-*"]) expect(parsePriceRange(id)).toBeNull();
  });
});

describe("filterLabels", () => {
  it("names price ranges in the user's language and the app's money format, in the site's currency", () => {
    const en = labels("en", "MLA");
    const name = "Hasta $280.000";
    expect(plain(en.value("price", { id: "*-280000", name }))).toBe("Up to ARS 280,000");
    expect(plain(en.value("price", { id: "100000-280000", name }))).toBe("ARS 100,000 – ARS 280,000");
    expect(plain(en.value("price", { id: "280000-*", name }))).toBe("ARS 280,000 or more");

    const es = labels("es", "MLA");
    expect(plain(es.value("price", { id: "*-280000", name }))).toBe("Hasta $ 280.000");
    expect(plain(es.value("price", { id: "280000-*", name }))).toBe("$ 280.000 o más");

    const pt = labels("pt-BR", "MLB");
    expect(plain(pt.value("price", { id: "*-1500", name }))).toBe("Até R$ 1.500,00");
    expect(plain(pt.value("price", { id: "1500-3000", name }))).toBe("R$ 1.500,00 – R$ 3.000,00");
    expect(plain(pt.value("price", { id: "3000-*", name }))).toBe("R$ 3.000,00 ou mais");
  });

  it("keeps the marketplace's name for a price value that is not a range", () => {
    expect(labels("en", "MLA").value("price", { id: "cheap", name: "Barato" })).toBe("Barato");
  });

  it("translates the headings of the filters the app knows and keeps the others' names", () => {
    const en = labels("en", "MLA");
    expect(["category", "condition", "shipping_cost", "price"].map((id) => en.heading({ id, name: "x" }))).toEqual([
      "Category",
      "Condition",
      "Shipping cost",
      "Price",
    ]);
    expect(en.heading({ id: "BRAND", name: "Marca" })).toBe("Marca");
    const pt = labels("pt-BR", "MLB");
    expect(pt.heading({ id: "shipping_cost", name: "Costo de envío" })).toBe("Custo de envio");
  });

  it("translates known values by id and keeps the marketplace's name for the rest", () => {
    const en = labels("en", "MLA");
    expect(en.value("condition", { id: "new", name: "Nuevo" })).toBe("New");
    expect(en.value("condition", { id: "used", name: "Usado" })).toBe("Used");
    expect(en.value("condition", { id: "refurbished", name: "Reacondicionado" })).toBe("Reacondicionado");
    expect(en.value("shipping_cost", { id: "free", name: "Gratis" })).toBe("Free");
    expect(en.value("category", { id: "MLA1051", name: "Celulares y Teléfonos" })).toBe("Celulares y Teléfonos");
    expect(en.value("condition", { id: "new.used", name: "Raro" })).toBe("Raro");
    expect(labels("es", "MLA").value("condition", { id: "used", name: "Usado" })).toBe("Usado");
  });
});
