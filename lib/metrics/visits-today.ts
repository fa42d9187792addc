import type { Point } from "./bucket";
import { addDays } from "./range";

/**
 * Visits so far today against the same hours of the same weekday last week, from hourly points labelled
 * with their local hour ("2026-03-01T13"). Only finished hours count, on both sides: the hour under
 * way is not reported yet, and a whole day last week against part of today would always look like a drop.
 * A missing or unknown hour makes that side unknown (null), never a smaller number.
 */
export function sameHoursSoFar(
  points: Point[],
  today: string,
  currentHour: number,
): { todayVisits: number | null; lastWeekVisits: number | null; lastWeekDate: string; hours: number } {
  const byLabel = new Map(points.map((p) => [p.date, p.value]));
  const lastWeekDate = addDays(today, -7);
  const sum = (day: string): number | null => {
    let total = 0;
    for (let h = 0; h < currentHour; h++) {
      const v = byLabel.get(`${day}T${String(h).padStart(2, "0")}`);
      if (v === undefined || v === null) return null;
      total += v;
    }
    return total;
  };
  return { todayVisits: sum(today), lastWeekVisits: sum(lastWeekDate), lastWeekDate, hours: currentHour };
}

export type TodayComparison =
  | { kind: "tooEarly" }
  | { kind: "unknown" }
  | { kind: "partial"; todayVisits: number; lastWeekVisits: number | null; lastWeekDate: string; hours: number };

/**
 * What the overview may honestly say about today. Today's finished hours are still being reported (visits
 * arrive up to 48 h late) while last week's are final, so a % change between them reads as a steep drop
 * every day (about −75 % against the sandbox) even when nothing changed. So there is no % change: today is
 * shown as partial, beside last week's final figure for the same hours.
 */
export function compareToday(v: {
  todayVisits: number | null;
  lastWeekVisits: number | null;
  lastWeekDate: string;
  hours: number;
}): TodayComparison {
  if (v.hours === 0) return { kind: "tooEarly" };
  if (v.todayVisits === null) return { kind: "unknown" };
  return { kind: "partial", todayVisits: v.todayVisits, lastWeekVisits: v.lastWeekVisits, lastWeekDate: v.lastWeekDate, hours: v.hours };
}
