import type { Point } from "./bucket";
import { addDays } from "./range";

/**
 * Visits so far today against the same hours of the same weekday last week, from hourly points labelled
 * with their local hour ("2026-03-01T13"). Only finished hours count, on both sides: the hour under
 * way is not reported yet, and a whole day last week against part of today would always look like a drop.
 * A missing or unknown hour makes that side unknown (null), never a smaller number.
 */
export function sameHoursSoFar(points: Point[], today: string, currentHour: number): { todayVisits: number | null; lastWeekVisits: number | null; lastWeekDate: string; hours: number } {
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
