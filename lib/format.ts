/**
 * The one formatter module for money, numbers, percentages, dates and CSV. Client-safe (Intl only).
 *
 * Two audiences:
 * - the seller's UI (`formatMoney`, `formatDate`, …): the user's UI language, the site's currency and time
 *   zone. When the UI language is the site's own language (Spanish on MLA, Portuguese on MLB) we use the
 *   site's regional conventions (es-AR, not generic es), which is what a seller there expects to read.
 * - buyers (`formatBuyerPrice`): text that goes to the marketplace (answers, saved replies) always follows
 *   the site, whatever the UI language, because the buyer reads it on that site.
 */
import { siteInfo } from "./sites";
import { localDate, localHour } from "./site-clock";

/** The regional locale each site's pages use, and how that site writes prices. */
const SITE_CONVENTIONS: Record<string, { locale: string; cents: "always" | "when-present" | "never" }> = {
  MLA: { locale: "es-AR", cents: "when-present" },
  MLB: { locale: "pt-BR", cents: "always" },
  MLM: { locale: "es-MX", cents: "when-present" },
  MCO: { locale: "es-CO", cents: "never" },
  MLC: { locale: "es-CL", cents: "never" },
  MLU: { locale: "es-UY", cents: "when-present" },
};

function conventions(siteId: string) {
  return SITE_CONVENTIONS[siteId] ?? SITE_CONVENTIONS.MLA!;
}

const language = (tag: string) => tag.split("-")[0]!.toLowerCase();

/** The locale to format with: the site's regional one when the reader's language is the site's language. */
export function displayLocale(siteId: string, uiLocale: string): string {
  const site = conventions(siteId).locale;
  return language(site) === language(uiLocale) ? site : uiLocale;
}

// Intl formatters are costly to build and these run per row in long lists: keep them.
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat;
const cache = new Map<string, Formatter>();
function memo<T extends Formatter>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}

function fractionDigits(siteId: string, amount: number): number {
  const rule = conventions(siteId).cents;
  if (rule === "always") return 2;
  if (rule === "never") return 0;
  return Number.isInteger(Math.round(amount * 100) / 100) ? 0 : 2;
}

function moneyFormat(siteId: string, locale: string, amount: number, currency: string = siteInfo(siteId).currency): Intl.NumberFormat {
  const digits = fractionDigits(siteId, amount);
  return memo(
    `m|${locale}|${currency}|${digits}`,
    () => new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }),
  );
}

export interface MoneyOptions {
  /** the amount's own currency (a listing priced in USD on MLA); the site's when left out */
  currency?: string;
  /**
   * Name the currency so it cannot be mistaken, for screens that mix currencies: a bare "$" (the peso
   * in Spanish, the dollar in English) becomes "US$" for dollars and the ISO code for any other
   * currency: "US$ 70,500" and "ARS 42,000" side by side, in every language.
   */
  unambiguous?: boolean;
}

/** Money for the seller's screens: "$ 17.999" (es on MLA), "ARS 17,999" (en on MLA), "R$ 17.999,00" (pt-BR on MLB). */
export function formatMoney(amount: number, siteId: string, uiLocale: string, options: MoneyOptions = {}): string {
  const currency = options.currency || siteInfo(siteId).currency;
  const format = moneyFormat(siteId, displayLocale(siteId, uiLocale), amount, currency);
  if (!options.unambiguous) return format.format(amount);
  const parts = format.formatToParts(amount);
  const at = parts.findIndex((p) => p.type === "currency");
  if (at < 0 || parts[at]!.value.replace(/\s/g, "") !== "$") return format.format(amount);
  const named = currency === "USD" ? "US$" : currency;
  // "$70,500" has no space after the symbol: a named currency gets one, as "ARS 42,000" does.
  const next = parts[at + 1];
  const gap = next && next.type !== "literal" ? "\u00a0" : "";
  const prev = parts[at - 1];
  const before = prev && prev.type !== "literal" ? "\u00a0" : "";
  return parts.map((p, i) => (i === at ? `${before}${named}${at === parts.length - 1 ? "" : gap}` : p.value)).join("");
}

/**
 * A price as buyers read it on the site: always the site's symbol, grouping and decimals, with a plain
 * space after the symbol (as the marketplace prints it, and no no-break space to surprise a text field).
 * MLA "$ 17.999", MLB "R$ 17.999,00", MLM "$ 17,999", MCO "$ 17.999", MLC "$ 17.999", MLU "$ 17.999".
 */
export function formatBuyerPrice(amount: number, siteId: string): string {
  const parts = moneyFormat(siteId, conventions(siteId).locale, amount).formatToParts(amount);
  const symbol = parts.find((p) => p.type === "currency")?.value ?? "";
  const sign = amount < 0 ? "-" : "";
  const number = parts
    .filter((p) => p.type !== "currency" && p.type !== "literal" && p.type !== "minusSign")
    .map((p) => p.value)
    .join("");
  return `${sign}${symbol} ${number}`;
}

/** Plain numbers (counts, units) in the reader's conventions. */
export function formatNumber(value: number, siteId: string, uiLocale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormatIn(displayLocale(siteId, uiLocale), options).format(value);
}

/** The kept number and date formatters for a locale already chosen (useDisplayLocale): formatting modules built on this one. */
export function numberFormatIn(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return memo(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}
/**
 * A short number for chart axes and tight cards ("1.8K", "12K", "1,5 mil"), in one style per scale. CLDR
 * gives some locales two spellings of one scale (es-AR: "9 K" but "12 k"): the scale's word is taken from
 * one reference number, so every tick of an axis reads alike.
 */
export function formatCompactIn(value: number, locale: string): string {
  const format = numberFormatIn(locale, { notation: "compact", maximumFractionDigits: 1 });
  if (!Number.isFinite(value) || Math.abs(value) < 1000) return format.format(value);
  const scale = 10 ** (Math.floor(Math.log10(Math.abs(value)) / 3) * 3);
  const word = format.formatToParts(scale * 10).find((p) => p.type === "compact")?.value;
  return format
    .formatToParts(value)
    .map((p) => (p.type === "compact" && word ? word : p.value))
    .join("");
}
export function dateFormatIn(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return memo(`dt|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * A price as a seller types it, in any site's style: "1.999,99", "1,999.99", "1999,9", "1.999", "1999". A
 * separator followed by one or two final digits is the decimal one; the others group thousands in threes.
 * Null when it is not a price (letters, a sign, three decimals).
 */
export function parsePrice(text: string): number | null {
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(text.replace(/\s/g, ""));
  if (!match) return null;
  return Number(`${match[1]!.replace(/[.,]/g, "")}.${match[2] ?? "0"}`);
}

export interface PercentOptions {
  /** most decimals shown (1: "12.5%") */
  digits?: number;
  /** "+" for changes vs a previous period */
  signed?: boolean;
  /**
   * For rates of rare events (1 sale in 3,114 visits): a non-zero ratio under 1 % gets two decimals
   * ("0.03%"), and one too small even for those reads "<0.01%", so it never passes for an exact 0 %.
   */
  keepSmall?: boolean;
}

/** A ratio (0.125) as a percentage ("12.5%"). */
export function formatPercent(ratio: number, siteId: string, uiLocale: string, options: PercentOptions = {}): string {
  return formatPercentIn(ratio, displayLocale(siteId, uiLocale), options);
}

/** formatPercent in a locale already chosen (useDisplayLocale). */
export function formatPercentIn(
  ratio: number,
  locale: string,
  { digits = 1, signed = false, keepSmall = false }: PercentOptions = {},
): string {
  const format = (r: number, d: number) =>
    numberFormatIn(locale, { style: "percent", maximumFractionDigits: d, signDisplay: signed ? "exceptZero" : "auto" }).format(r);
  if (!keepSmall || ratio === 0 || Math.abs(ratio) >= 0.01) return format(ratio, digits);
  const small = Math.max(digits, 2);
  // The smallest percentage these decimals show, as a ratio (2 decimals: 0.01 % = 0.0001).
  const least = 10 ** -(small + 2);
  if (Math.abs(ratio) >= least / 2) return format(ratio, small);
  return ratio > 0 ? `<${format(least, small)}` : `>${format(-least, small)}`;
}

export type DateStyle = "full-date" | "date" | "short-date" | "date-time" | "short-date-time" | "time" | "month";
const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  "full-date": { dateStyle: "full" },
  date: { dateStyle: "medium" },
  "short-date": { dateStyle: "short" },
  "date-time": { dateStyle: "medium", timeStyle: "short" },
  "short-date-time": { dateStyle: "short", timeStyle: "short" },
  time: { timeStyle: "short" },
  month: { month: "long", year: "numeric" },
};

/** Dates in the site's time zone: that is when the seller's buyers asked and bought. */
export function formatDate(value: string | Date, siteId: string, uiLocale: string, style: DateStyle = "date"): string {
  const locale = displayLocale(siteId, uiLocale);
  const timeZone = siteInfo(siteId).timeZone;
  return memo(`d|${locale}|${timeZone}|${style}`, () => new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone })).format(
    new Date(value),
  );
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
  ["second", 1000],
];

/**
 * A wall-clock hour of the day (0–23), not an instant, in the reader's clock style ("14:00", "2:00 PM"):
 * delivery windows and "today until 14:00". Formatted in UTC so no time zone shifts it.
 */
export function formatHour(hour: number, siteId: string, uiLocale: string): string {
  const locale = displayLocale(siteId, uiLocale);
  return memo(`h|${locale}`, () => new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: "UTC" })).format(
    Date.UTC(2000, 0, 1, hour),
  );
}

/** The hour of the day (0–23) that an instant is on the site's clock: what "today, from 8" is measured against. */
export function siteHour(value: Date | number, siteId: string): number {
  return localHour(value, siteInfo(siteId).timeZone);
}

/** "3 hours ago", "in 2 days", "now": relative to `now` (pass it in so lists tick together and tests are exact). */
export function formatRelative(value: string | Date, uiLocale: string, now: Date | number = Date.now()): string {
  const diff = new Date(value).getTime() - new Date(now).getTime();
  const rtf = memo(`r|${uiLocale}`, () => new Intl.RelativeTimeFormat(uiLocale, { numeric: "auto" }));
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms || unit === "second") return rtf.format(Math.round(diff / ms), unit);
  }
  return rtf.format(0, "second");
}

/** The calendar day ("2026-03-09") of an instant in the site's time zone, for date pickers and series keys. */
export function siteDay(value: string | Date, siteId: string): string {
  return localDate(value, siteInfo(siteId).timeZone);
}

/**
 * Words as one list in the reader's language: "Ana, Luis and Bea", "Ana, Luis y Bea", "Ana, Luis e Bea".
 * `conjunction` (and) for names and things that all hold, `disjunction` (or), `unit` for a plain
 * enumeration of values or codes ("ARS, USD"). Every list a person reads is joined here, never by hand.
 */
export function formatList(
  items: readonly string[],
  uiLocale: string,
  type: "conjunction" | "disjunction" | "unit" = "conjunction",
): string {
  return memo(`list|${uiLocale}|${type}`, () => new Intl.ListFormat(uiLocale, { type, style: type === "unit" ? "short" : "long" })).format(
    items,
  );
}

/** A list in a buyer-facing text, in the site's language (a sale message's "2 × Mate y 1 × Bombilla"). */
export function formatBuyerList(items: readonly string[], siteId: string): string {
  return formatList(items, conventions(siteId).locale);
}

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A text cell made safe for spreadsheets (CSV injection): one starting with = + - @, a tab or a carriage
 * return would run as a formula, so it gets a leading quote; a plain number such as "-12.5" stays a number.
 * Every CSV writer goes through this (via csvCell).
 */
export function neutralizeCsvFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One CSV cell: machine-readable (plain numbers, ISO 8601 dates), quoted when it must be, formula-safe. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = neutralizeCsvFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document (RFC 4180, CRLF line ends) from a header row and data rows. */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** A calendar day ("2026-03-09", already in the site's zone) for display: no time zone shift applies. */
export function formatDay(day: string, siteId: string, uiLocale: string, style: "date" | "short-date" = "date"): string {
  const locale = displayLocale(siteId, uiLocale);
  return memo(`day-f|${locale}|${style}`, () => new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone: "UTC" })).format(
    new Date(`${day}T12:00:00Z`),
  );
}
