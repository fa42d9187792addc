import type { SiteId } from "../accounts/types.ts";
import { formatWithOffset } from "../core/dates.ts";
import { badRequest } from "../core/errors.ts";
import { SITES } from "../accounts/types.ts";
import { DAY_MS, HOUR_MS, dayLabel, dayStartMs, localDay } from "./series.ts";

/** Notes §7: date windows may span at most 150 days (the same cap applies to time windows). */
export const MAX_WINDOW_DAYS = 150;

/** One bucket (or the whole period) as a UTC interval [fromMs, toMs). */
export interface Span {
  fromMs: number;
  toMs: number;
}

export interface Range extends Span {
  date_from: string;
  date_to: string;
}

export interface Window extends Span {
  last: number;
  unit: "day" | "hour";
  date_from: string;
  date_to: string;
  buckets: Array<Span & { date: string }>;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** UTC label without milliseconds, as time-window results show them: 2026-05-01T13:00:00Z. */
export const utcLabel = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

/** A date (YYYY-MM-DD, a site calendar day) or a date-time, as the site's local day number. */
function parseDay(value: string, siteId: SiteId, message: string): number {
  if (DATE_ONLY.test(value)) {
    const ms = Date.parse(`${value}T00:00:00Z`);
    if (!Number.isNaN(ms)) return Math.floor(ms / DAY_MS);
  } else if (DATE_TIME.test(value)) {
    const ms = Date.parse(value);
    if (!Number.isNaN(ms)) return localDay(ms, siteId);
  }
  throw badRequest("bad_request", message);
}

/** date_from/date_to: both required, both inclusive site calendar days, at most 150 days. */
export function parseRange(query: { date_from?: string; date_to?: string }, siteId: SiteId): Range {
  if (!query.date_from || !query.date_to) {
    throw badRequest("bad_request", "date_from and date_to are required", [
      { code: "missing_parameter", field: query.date_from ? "date_to" : "date_from" },
    ]);
  }
  const from = parseDay(query.date_from, siteId, "unknown date format");
  const to = parseDay(query.date_to, siteId, "unknown date format");
  if (from > to) throw badRequest("bad_request", "invalid date range, date_from must be before or equal to date_to");
  if (to - from + 1 > MAX_WINDOW_DAYS)
    throw badRequest("bad_request", `invalid time window, should be smaller or equal to ${MAX_WINDOW_DAYS} days`);
  const offset = SITES[siteId].utcOffset;
  const fromMs = dayStartMs(from, siteId);
  const toMs = dayStartMs(to + 1, siteId);
  return { fromMs, toMs, date_from: formatWithOffset(new Date(fromMs), offset), date_to: formatWithOffset(new Date(toMs - 1), offset) };
}

/**
 * last + unit (+ ending, inclusive). Day buckets are the site's calendar days labelled at 00:00Z of that
 * date; hour buckets are real UTC hours. Without ending the window ends with the current day or hour.
 */
export function parseWindow(query: { last?: string; unit?: string; ending?: string }, siteId: SiteId, nowMs: number): Window {
  if (!query.last || !query.unit) {
    throw badRequest("bad_request", "last and unit are required", [{ code: "missing_parameter", field: query.last ? "unit" : "last" }]);
  }
  if (!/^\d+$/.test(query.last) || Number(query.last) < 1) throw badRequest("bad_request", "invalid last, should be a positive integer");
  const last = Number(query.last);
  if (query.unit !== "day" && query.unit !== "hour") throw badRequest("bad_request", "invalid unit, should be one of: day, hour");
  const unit = query.unit;
  if ((unit === "day" ? last : last / 24) > MAX_WINDOW_DAYS) {
    throw badRequest("bad_request", `invalid time window, should be smaller or equal to ${MAX_WINDOW_DAYS} days`);
  }
  let endDay = localDay(nowMs, siteId);
  let endHourMs = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
  if (query.ending) {
    if (DATE_ONLY.test(query.ending)) {
      endDay = parseDay(query.ending, siteId, "invalid date format for ending date");
      endHourMs = dayStartMs(endDay + 1, siteId) - HOUR_MS;
    } else if (DATE_TIME.test(query.ending) && !Number.isNaN(Date.parse(query.ending))) {
      const ms = Date.parse(query.ending);
      endDay = localDay(ms, siteId);
      endHourMs = Math.floor(ms / HOUR_MS) * HOUR_MS;
    } else {
      throw badRequest("bad_request", "invalid date format for ending date");
    }
  }
  const buckets: Window["buckets"] = [];
  if (unit === "day") {
    for (let d = endDay - last + 1; d <= endDay; d++) {
      buckets.push({ date: `${dayLabel(d)}T00:00:00Z`, fromMs: dayStartMs(d, siteId), toMs: dayStartMs(d + 1, siteId) });
    }
  } else {
    for (let t = endHourMs - (last - 1) * HOUR_MS; t <= endHourMs; t += HOUR_MS)
      buckets.push({ date: utcLabel(t), fromMs: t, toMs: t + HOUR_MS });
  }
  const first = buckets[0]!;
  const final = buckets[buckets.length - 1]!;
  // date_to is the (exclusive) end of the window, labelled like the buckets.
  const dateTo = unit === "day" ? `${dayLabel(endDay + 1)}T00:00:00Z` : utcLabel(final.toMs);
  return { last, unit, buckets, fromMs: first.fromMs, toMs: final.toMs, date_from: first.date, date_to: dateTo };
}
