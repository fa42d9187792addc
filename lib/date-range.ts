import { addDays, differenceInCalendarDays, endOfMonth, format, parseISO, startOfMonth, subMonths } from "date-fns";

/**
 * A range of calendar days, both ends included, as "YYYY-MM-DD" in the site's time zone: the date-range
 * picker's value, the metrics API's window and what a saved range resolves to. A type (not an interface)
 * so it stores as JSON as it is. Pure and client-safe, like the arithmetic in lib/metrics/range.ts.
 */
export type DayRange = { from: string; to: string };
export type RangePreset = "last7" | "last30" | "last90" | "thisMonth" | "lastMonth";
export const RANGE_PRESETS: RangePreset[] = ["last7", "last30", "last90", "thisMonth", "lastMonth"];

const day = (d: Date) => format(d, "yyyy-MM-dd");

/** The range a preset means on `today` (the site's calendar day, from lib/format siteDay). */
export function presetRange(preset: RangePreset, today: string): DayRange {
  const now = parseISO(today);
  switch (preset) {
    case "last7":
      return { from: day(addDays(now, -6)), to: today };
    case "last30":
      return { from: day(addDays(now, -29)), to: today };
    case "last90":
      return { from: day(addDays(now, -89)), to: today };
    case "thisMonth":
      return { from: day(startOfMonth(now)), to: today };
    case "lastMonth": {
      const last = subMonths(now, 1);
      return { from: day(startOfMonth(last)), to: day(endOfMonth(last)) };
    }
  }
}

/** Which preset a range is, if any: the picker then names it instead of showing two dates. */
export function matchPreset(range: DayRange, today: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}

/** Days in the range, both ends counted. */
export function rangeLength(range: DayRange): number {
  return differenceInCalendarDays(parseISO(range.to), parseISO(range.from)) + 1;
}
