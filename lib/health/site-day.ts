import { siteDay } from "../format";
import { SITE_INFO, siteInfo } from "../sites";

/**
 * The last millisecond of the site's local day that `now` falls in: what "must leave today" means for a
 * handling deadline. The offset is the one in force at `now` (a DST change later that day moves the end by an
 * hour, which no deadline on these sites sits on).
 */
export function endOfSiteDay(now: Date, siteId: string): Date {
  const [y, m, d] = siteDay(now, siteId).split("-").map(Number) as [number, number, number];
  const offsetMs = siteOffsetMs(now, siteId);
  return new Date(Date.UTC(y, m - 1, d, 23, 59, 59, 999) - offsetMs);
}

/** The local day `days` before the site's today (YYYY-MM-DD), for the trend's window. */
export function siteDayBefore(now: Date, siteId: string, days: number): string {
  return siteDay(new Date(now.getTime() - days * 86_400_000), siteId);
}

/** Local time minus UTC, in ms, at that instant (negative west of Greenwich). */
function siteOffsetMs(at: Date, siteId: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: siteInfo(siteId).timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

export const SITE_IDS = Object.keys(SITE_INFO);
