import "server-only";
import { AppError } from "../errors/app-error";
import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { MarketplaceError } from "../marketplace/errors";
import type { Series } from "../schemas/metrics";
import { siteInfo } from "../sites";
import type { DayRange } from "../date-range";
import { localDate, localHour } from "../site-clock";
import { addDays, isDate, MAX_RANGE_DAYS } from "./range";
import { rangeLength } from "../date-range";
import { logger } from "../log";

const log = logger("metrics");

const HOUR_MS = 3_600_000;
/** Visits are reported up to 48 h late (notes §7): an hour's count is final 48 h after it ends. */
const VISITS_LAG_MS = 48 * HOUR_MS;

/** Everything a metrics read needs about who is asking and when. */
export interface MetricsScope {
  db: Db;
  marketplace: SellerClient;
  sellerId: number;
  workspaceId: string;
  siteId: string;
  timeZone: string;
  today: string;
  /** when the read happens (the scope's "today" is this instant's local date) */
  nowMs: number;
  /** the first day whose visits may still change (they arrive up to 48 h late) */
  provisionalFrom: string;
}

export function metricsScope(
  ctx: { db: Db; marketplace: SellerClient; sellerId: number; workspaceId: string; siteId: string },
  nowMs = Date.now(),
): MetricsScope {
  const timeZone = siteInfo(ctx.siteId).timeZone;
  const today = localDate(nowMs, timeZone);
  return { ...ctx, timeZone, today, nowMs, provisionalFrom: localDate(nowMs - VISITS_LAG_MS, timeZone) };
}

/**
 * The last bucket (day, or "YYYY-MM-DDTHH") whose count is final: it ended, and for visits (`lagging`) it
 * ended 48 h ago. The bucket holding that cut-off is still being counted.
 */
export function lastFinalBucket(scope: MetricsScope, unit: "day" | "hour", lagging: boolean): string {
  const cutoff = scope.nowMs - (lagging ? VISITS_LAG_MS : 0);
  if (unit === "day") return addDays(localDate(cutoff, scope.timeZone), -1);
  const lastHour = cutoff - HOUR_MS;
  return `${localDate(lastHour, scope.timeZone)}T${String(localHour(lastHour, scope.timeZone)).padStart(2, "0")}`;
}

/**
 * The bucket (day, or "YYYY-MM-DDTHH") holding the read's instant. Later buckets have not begun: the
 * marketplace gives their hours as 0, and a series ends here rather than drawing them as zeros.
 */
export function currentBucket(scope: MetricsScope, unit: "day" | "hour"): string {
  if (unit === "day") return scope.today;
  return `${scope.today}T${String(localHour(scope.nowMs, scope.timeZone)).padStart(2, "0")}`;
}

/** Checks a requested range: real dates, not in the future, at most 150 days (the marketplace's limit). */
export function checkRange(range: DayRange, scope: MetricsScope): DayRange {
  if (!isDate(range.from) || !isDate(range.to)) throw new AppError("invalid_range", "Dates must be real calendar dates (YYYY-MM-DD).");
  if (range.to > scope.today) throw new AppError("invalid_range", `The range cannot end after today (${scope.today}).`);
  if (rangeLength(range) > MAX_RANGE_DAYS) {
    throw new AppError(
      "range_too_long",
      `The marketplace keeps visits for windows of at most ${MAX_RANGE_DAYS} days; this range has ${rangeLength(range)}.`,
      { maxDays: MAX_RANGE_DAYS },
    );
  }
  return range;
}

/** A failed read as a series the page can explain ("rate-limited, retry in 30 s"), not a thrown 500. */
export function seriesError(error: unknown): Series {
  if (error instanceof MarketplaceError) {
    return {
      status: "error",
      code: error.kind === "reauth_required" ? "reauth_required" : error.kind,
      message: error.message,
      retryAfterSeconds: error.retryAfterSeconds ?? null,
    };
  }
  log.error({ err: error }, "unexpected error reading a series");
  return { status: "error", code: "internal_error", message: "Something went wrong on our side.", retryAfterSeconds: null };
}
