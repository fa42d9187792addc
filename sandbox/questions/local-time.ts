import { SITES, type SiteId } from "../accounts/types.ts";
import { formatWithOffset } from "../core/dates.ts";

/**
 * Local wall-clock facts in a site's IANA time zone. Response-time bands and the offsets printed on
 * question dates both come from here, so a date shown as 10:00-03:00 is banded as 10:00.
 */
export interface LocalParts {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  hour: number;
  /** "-03:00" */
  offset: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
/** Offsets change at most at an hour boundary, so one lookup per (zone, hour) is enough. */
const offsetCache = new Map<string, string>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "2-digit", hourCycle: "h23", timeZoneName: "longOffset" });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Per (zone, UTC day): the offset when it holds all day, or null on a day the offset changes. */
const dayOffsets = new Map<string, { minutes: number; text: string } | null>();
const DAY_MS = 86_400_000;

/**
 * Intl is slow (tens of µs a call) and the seed asks for thousands of instants, so the offset is looked up
 * once per zone and UTC day and the rest is arithmetic; a day whose offset changes (a DST switch) takes
 * the exact path for every instant.
 */
export function localParts(ms: number, timeZone: string): LocalParts {
  const day = Math.floor(ms / DAY_MS);
  const key = `${timeZone}:${day}`;
  let fixed = dayOffsets.get(key);
  if (fixed === undefined) {
    const start = exactParts(day * DAY_MS, timeZone).offset;
    const end = exactParts((day + 1) * DAY_MS - 1, timeZone).offset;
    fixed = start === end ? { minutes: offsetMinutes(start), text: start } : null;
    if (dayOffsets.size > 20_000) dayOffsets.clear();
    dayOffsets.set(key, fixed);
  }
  if (!fixed) return exactParts(ms, timeZone);
  const local = new Date(ms + fixed.minutes * 60_000);
  return { weekday: local.getUTCDay(), hour: local.getUTCHours(), offset: fixed.text };
}

function offsetMinutes(offset: string): number {
  const sign = offset.startsWith("-") ? -1 : 1;
  const [h, m] = offset.slice(1).split(":").map(Number);
  return sign * ((h ?? 0) * 60 + (m ?? 0));
}

function exactParts(ms: number, timeZone: string): LocalParts {
  let weekday = 0;
  let hour = 0;
  let offset = "+00:00";
  for (const p of formatter(timeZone).formatToParts(ms)) {
    if (p.type === "weekday") weekday = WEEKDAYS[p.value] ?? 0;
    else if (p.type === "hour") hour = Number(p.value);
    else if (p.type === "timeZoneName") offset = p.value === "GMT" ? "+00:00" : p.value.slice(3);
  }
  return { weekday, hour, offset };
}

export function siteOffset(ms: number, site: SiteId): string {
  const timeZone = SITES[site].timeZone;
  const key = `${timeZone}:${Math.floor(ms / 3_600_000)}`;
  let offset = offsetCache.get(key);
  if (!offset) {
    offset = localParts(ms, timeZone).offset;
    if (offsetCache.size > 50_000) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return offset;
}

/** A question date as the API prints it: local time with the site's offset. */
export function siteDate(ms: number, site: SiteId): string {
  return formatWithOffset(new Date(ms), siteOffset(ms, site));
}

export type Band = "weekend" | "weekdays_working_hours" | "weekdays_extra_hours" | "night";

/** Which response-time band a moment falls in (spec: Response-time record). Nights only count in total. */
export function bandOf(ms: number, site: SiteId): Band {
  const { weekday, hour } = localParts(ms, SITES[site].timeZone);
  if (weekday === 0 || weekday === 6) return "weekend";
  if (hour >= 9 && hour < 18) return "weekdays_working_hours";
  if (hour >= 18) return "weekdays_extra_hours";
  return "night";
}
