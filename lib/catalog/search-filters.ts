/**
 * The marketplace names its search filters and their values in the site's language ("Condición",
 * "Hasta $280.000"). The filters the app knows read in the user's language instead, price ranges in
 * the app's money format; anything else keeps the marketplace's name. Client-safe.
 */

/** A price range value id ("*-280000", "100000-280000", "280000-*"; `*` is an open end) as its ends; null when it is not one. */
export function parsePriceRange(id: string): { from: number | null; to: number | null } | null {
  const m = /^(\*|\d+(?:\.\d+)?)-(\*|\d+(?:\.\d+)?)$/.exec(id);
  if (!m) return null;
  const [from, to] = [m[1], m[2]].map((end) => (end === "*" ? null : Number(end)));
  return from === null && to === null ? null : { from: from ?? null, to: to ?? null };
}

/** next-intl's translator for the `catalog.search` namespace (only what is used here). */
type Translate = { (key: string, values?: Record<string, string>): string; has(key: string): boolean };

/** Headings and value names for the search's filters; `money` formats an amount in the search's site currency. */
export function filterLabels(t: Translate, money: (amount: number) => string) {
  const known = (key: string, fallback: string) => (t.has(key) ? t(key) : fallback);
  return {
    heading: (filter: { id: string; name: string }) => known(`filterNames.${filter.id}`, filter.name),
    value: (filterId: string, value: { id: string; name: string }) => {
      const range = filterId === "price" ? parsePriceRange(value.id) : null;
      if (range?.from === null) return t("priceUpTo", { to: money(range.to!) });
      if (range?.to === null) return t("priceOrMore", { from: money(range.from) });
      if (range) return t("priceBetween", { from: money(range.from!), to: money(range.to) });
      return /^\w+$/.test(value.id) ? known(`filterValues.${filterId}.${value.id}`, value.name) : value.name;
    },
  };
}
