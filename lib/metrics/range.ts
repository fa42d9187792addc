import { rangeLength, type DayRange } from "../date-range";

/**
 * Date ranges of whole calendar days in the seller's site time zone ("YYYY-MM-DD"), inclusive at both
 * ends. Pure and client-safe: the page, the API and the tests share this arithmetic.
 */
export const MAX_RANGE_DAYS = 150; // the marketplace refuses windows over 150 days (notes §7)
export const HOUR_UNIT_MAX_DAYS = 2;
const DAY_MS = 86_400_000;

const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return toDate(toMs(date) + days * DAY_MS);
}

/** Every date of the range, in order. */
export function datesOf(range: DayRange): string[] {
  return Array.from({ length: rangeLength(range) }, (_, i) => addDays(range.from, i));
}

/** The equal period just before: 1–7 March → 22–28 February (same number of days, ends the day before). */
export function previousRange(range: DayRange): DayRange {
  const n = rangeLength(range);
  return { from: addDays(range.from, -n), to: addDays(range.from, -1) };
}

/** Hours make sense only for short ranges; anything longer is read by day. */
export const unitFor = (range: DayRange): "day" | "hour" => (rangeLength(range) <= HOUR_UNIT_MAX_DAYS ? "hour" : "day");

/** % change against the previous period; null when there is nothing to compare with (0 or unknown). */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return ((current - previous) / previous) * 100;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isDate = (s: string) => DATE.test(s) && !Number.isNaN(toMs(s)) && toDate(toMs(s)) === s;

/** Hour labels ("2026-03-01T13") of every local hour of the range, in order. */
export function hourLabelsOf(range: DayRange): string[] {
  return datesOf(range).flatMap((d) => Array.from({ length: 24 }, (_, h) => `${d}T${String(h).padStart(2, "0")}`));
}
