import { localDate, localHour } from "../site-clock";

/** One point of a series: null means unknown (failed or not given), never "zero visits". */
export interface Point {
  date: string;
  value: number | null;
}

/**
 * Adds up UTC-stamped values into the site's calendar days. A day is null when no value for it arrived
 * or when any of its values is null: a partial sum would pass for a real, lower number.
 */
export function bucketByDay(values: Array<{ at: string; value: number | null }>, days: string[], timeZone: string): Point[] {
  const sums = new Map<string, number | null>();
  for (const { at, value } of values) {
    const day = localDate(at, timeZone);
    if (!days.includes(day)) continue;
    const prev = sums.get(day);
    sums.set(day, prev === null || value === null ? null : (prev ?? 0) + value);
  }
  return days.map((date) => ({ date, value: sums.has(date) ? sums.get(date)! : null }));
}

/** Counts events (orders, questions) per local day; a day with no event is a real 0 here. */
export function countByDay(events: Array<{ at: string; count: number }>, days: string[], timeZone: string): Point[] {
  const counts = new Map(days.map((d) => [d, 0]));
  for (const { at, count } of events) {
    const day = localDate(at, timeZone);
    if (counts.has(day)) counts.set(day, counts.get(day)! + count);
  }
  return days.map((date) => ({ date, value: counts.get(date)! }));
}

/** Hourly points labelled with their local date and hour ("2026-03-01T13"), in order. */
export function labelHours(values: Array<{ at: string; value: number | null }>, timeZone: string): Point[] {
  return values.map(({ at, value }) => ({ date: `${localDate(at, timeZone)}T${String(localHour(at, timeZone)).padStart(2, "0")}`, value }));
}

/** The points up to `last` (labels compare as text): buckets that have not begun are left out, not zeros. */
export const pointsThrough = (points: Point[], last: string): Point[] => points.filter((p) => p.date <= last);

/**
 * Where a series turns provisional: the index of its first bucket after `finalThrough` (labels compare as
 * text), or -1 when every bucket is final. The charts, the KPI cards' sparklines and the listings'
 * sparklines all dash from here, so a bucket still being counted reads as unfinished rather than as a fall.
 */
export const firstProvisional = (labels: string[], finalThrough: string): number => labels.findIndex((label) => label > finalThrough);

/**
 * How a chart draws a series whose buckets after `finalThrough` are provisional: `final(values)` keeps the
 * values up to the last final bucket, `provisional(values)` those from the last final bucket on (the line
 * leading into a provisional point is provisional too, and a single provisional bucket, today, still gets a
 * visible stretch), and `band` spans that stretch's labels; null when every bucket is final. The account
 * charts and the listings' comparison split their lines and shade their band with it.
 */
export function splitProvisional(labels: string[], finalThrough: string) {
  const first = firstProvisional(labels, finalThrough);
  const from = first < 0 ? labels.length : Math.max(0, first - 1);
  return {
    first,
    band: first < 0 ? null : { x1: labels[from]!, x2: labels[labels.length - 1]! },
    final: <T>(values: Array<T | null>): Array<T | null> => values.map((v, i) => (first < 0 || i < first ? v : null)),
    provisional: <T>(values: Array<T | null>): Array<T | null> => values.map((v, i) => (i >= from ? v : null)),
  };
}

/** The total of a series; null if any point is unknown, so a gap is never summed as 0. */
export function totalOf(points: Point[]): number | null {
  let total = 0;
  for (const p of points) {
    if (p.value === null) return null;
    total += p.value;
  }
  return total;
}

/**
 * The current and previous totals over the buckets up to `finalThrough` (labels compare as text:
 * "2026-03-01" and "2026-03-01T13" alike). A bucket still being counted, or visits still arriving, would
 * make every range look like a fall against a complete previous period; comparing like with like avoids
 * it. Null totals when a compared bucket is unknown; `cut` says the comparison stopped before the end.
 */
export function comparableTotals(points: Point[], previous: Point[], finalThrough: string) {
  const n = points.filter((p) => p.date <= finalThrough).length;
  return {
    current: n ? totalOf(points.slice(0, n)) : null,
    previous: n ? totalOf(previous.slice(0, n)) : null,
    cut: n < points.length,
    through: n ? points[n - 1]!.date : null,
  };
}

/** The total of the known points and how many were unknown: for "at least N, 2 days missing". */
export function knownTotal(points: Point[]): { total: number; missing: number } {
  let total = 0;
  let missing = 0;
  for (const p of points)
    if (p.value === null) missing++;
    else total += p.value;
  return { total, missing };
}
