import { dateFormatIn, formatCompactIn, formatPercentIn, numberFormatIn } from "../format";
import { siteInfo } from "../sites";

/**
 * Display formatting for metric values and their dates. `locale` is the display locale (useDisplayLocale:
 * the site's regional conventions in the reader's language), so counts group as lib/format's do. Labels are
 * site calendar dates ("2026-03-01") or local hours ("2026-03-01T13"); they are formatted as UTC so no time
 * zone shifts them to another day.
 */
export function formatLabel(label: string, locale: string, style: "short" | "long" = "short"): string {
  const [date, hour] = label.split("T");
  const d = new Date(`${date}T${hour ?? "00"}:00:00Z`);
  const opts: Intl.DateTimeFormatOptions =
    hour !== undefined
      ? { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "UTC" }
      : style === "long"
        ? { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }
        : { day: "numeric", month: "short", timeZone: "UTC" };
  return dateFormatIn(locale, opts).format(d);
}

export const formatCount = (n: number | null, locale: string) => (n === null ? "—" : numberFormatIn(locale).format(n));

export function formatChange(pct: number | null, locale: string): string {
  if (pct === null) return "—";
  return formatPercentIn(pct / 100, locale, { signed: true });
}

/** A rate (sales per visit, a funnel step): 1 in 3,114 is "0.03%", not a 0 % that reads as none. */
export const formatRate = (num: number, den: number | null, locale: string) =>
  den ? formatPercentIn(num / den, locale, { keepSmall: true }) : "—";

/** The site's days for the axis note: "Buenos Aires (GMT-3)", "São Paulo (GMT-3)". */
export function describeTimeZone(siteId: string, locale: string): string {
  const { timeZone, timeZoneCity } = siteInfo(siteId);
  const offset =
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "shortOffset" })
      .formatToParts(new Date())
      .find((p) => p.type === "timeZoneName")?.value ?? "";
  return `${timeZoneCity} (${offset})`;
}

/** Minutes since a read, for the freshness line. */
export const minutesSince = (iso: string, nowMs: number) => Math.max(0, Math.floor((nowMs - Date.parse(iso)) / 60_000));

/** Axis ticks stay short so a phone-width chart never cuts them ("1.8K", "12K"); tooltips keep full numbers. */
export const formatAxis = (n: number, locale: string) => formatCompactIn(n, locale);
