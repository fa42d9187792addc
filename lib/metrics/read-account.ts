import "server-only";
import { getAccountWindow, type AccountMetric, type WindowValue } from "../marketplace/metrics";
import type { AccountMetrics, Series } from "../schemas/metrics";
import { countByDay, labelHours, pointsThrough, type Point } from "./bucket";
import { maxAgeFor, readThrough, type Cached } from "./cache";
import type { DayRange } from "../date-range";
import { datesOf, hourLabelsOf, MAX_RANGE_DAYS, previousRange, unitFor } from "./range";
import { rangeLength } from "../date-range";
import { salesSince } from "./sales";
import { currentBucket, lastFinalBucket, seriesError, type MetricsScope } from "./scope";

type Unit = "day" | "hour";
interface Read {
  points: Point[];
  detail: Array<{ company: string; quantity: number }> | null;
  complete: boolean;
}

/** Window values placed on the range's buckets; a bucket upstream did not give is null (unknown). */
export function placeValues(values: WindowValue[], range: DayRange, unit: Unit, timeZone: string): Point[] {
  const labels = unit === "day" ? datesOf(range) : hourLabelsOf(range);
  const stamped =
    unit === "day"
      ? values.map((v) => ({ date: v.at, value: v.value }))
      : labelHours(
          values.map((v) => ({ at: v.at, value: v.value })),
          timeZone,
        );
  const byLabel = new Map(stamped.map((p) => [p.date, p.value]));
  return labels.map((date) => ({ date, value: byLabel.has(date) ? byLabel.get(date)! : null }));
}

function mergeDetail(values: WindowValue[]): Read["detail"] {
  if (!values.some((v) => v.detail)) return null;
  const sums = new Map<string, number>();
  for (const v of values) for (const d of v.detail ?? []) sums.set(d.company, (sums.get(d.company) ?? 0) + d.quantity);
  return [...sums].map(([company, quantity]) => ({ company, quantity })).sort((a, b) => b.quantity - a.quantity);
}

/** A window's values as one period's series: its buckets, and the visits detail of those buckets only. */
function periodOf(metric: AccountMetric, values: WindowValue[], range: DayRange, unit: Unit, timeZone: string): Read {
  const labels = new Set(unit === "day" ? datesOf(range) : hourLabelsOf(range));
  const stamped =
    unit === "day"
      ? values.map((v) => v.at)
      : labelHours(
          values.map((v) => ({ at: v.at, value: v.value })),
          timeZone,
        ).map((p) => p.date);
  const own = values.filter((_, i) => labels.has(stamped[i]!));
  return { points: placeValues(values, range, unit, timeZone), detail: metric === "visits" ? mergeDetail(own) : null, complete: true };
}

const windowLength = (range: DayRange, unit: Unit) => (unit === "day" ? rangeLength(range) : rangeLength(range) * 24);

async function readWindow(scope: MetricsScope, metric: AccountMetric, range: DayRange, unit: Unit) {
  return readThrough<Read>(
    scope.db,
    scope.sellerId,
    `account:${metric}:${unit}:${range.from}:${range.to}`,
    maxAgeFor(range.to, scope.today, scope.provisionalFrom),
    async () => {
      const values = await getAccountWindow(scope.marketplace, scope.sellerId, metric, {
        last: windowLength(range, unit),
        unit,
        ending: range.to,
      });
      return periodOf(metric, values, range, unit, scope.timeZone);
    },
  );
}

/**
 * A range and the equal period before it. When both fit in one window (the marketplace's cap is 150 days,
 * so ranges up to 75 days), one call reads both; longer ranges take a window each.
 */
async function readPeriods(scope: MetricsScope, metric: AccountMetric, range: DayRange, unit: Unit): Promise<[Cached<Read>, Cached<Read>]> {
  const prev = previousRange(range);
  const span = { from: prev.from, to: range.to };
  if (rangeLength(span) > MAX_RANGE_DAYS)
    return Promise.all([readWindow(scope, metric, range, unit), readWindow(scope, metric, prev, unit)]);
  const pair = await readThrough<{ current: Read; previous: Read }>(
    scope.db,
    scope.sellerId,
    `account:${metric}:${unit}:${range.from}:${range.to}:with-previous`,
    maxAgeFor(range.to, scope.today, scope.provisionalFrom),
    async () => {
      const values = await getAccountWindow(scope.marketplace, scope.sellerId, metric, {
        last: windowLength(span, unit),
        unit,
        ending: range.to,
      });
      return {
        current: periodOf(metric, values, range, unit, scope.timeZone),
        previous: periodOf(metric, values, prev, unit, scope.timeZone),
      };
    },
  );
  return [
    { ...pair, payload: pair.payload.current },
    { ...pair, payload: pair.payload.previous },
  ];
}

/**
 * Units sold per bucket, from the orders themselves (the public sold_quantity is rounded). `since` is the
 * start of the earliest period on screen, so the current and previous periods (and the items table) share
 * one read of the orders.
 */
async function readSales(scope: MetricsScope, range: DayRange, unit: Unit, since: string) {
  return readThrough<Read>(
    scope.db,
    scope.sellerId,
    `account:sales:${unit}:${range.from}:${range.to}`,
    maxAgeFor(range.to, scope.today, scope.provisionalFrom),
    async () => {
      const { lines, complete } = await salesSince(scope, since);
      const events = lines.map((l) => ({ at: l.at, count: l.quantity }));
      if (unit === "day") return { points: countByDay(events, datesOf(range), scope.timeZone), detail: null, complete };
      const labels = hourLabelsOf(range);
      const counts = new Map(labels.map((l) => [l, 0]));
      for (const p of labelHours(
        events.map((e) => ({ at: e.at, value: e.count })),
        scope.timeZone,
      ))
        if (counts.has(p.date)) counts.set(p.date, counts.get(p.date)! + p.value!);
      return { points: labels.map((date) => ({ date, value: counts.get(date)! })), detail: null, complete };
    },
  );
}

/** A series and its previous period, both ending with the bucket under way (`through`): later ones have not begun. */
async function both(finalThrough: string, through: string, read: () => Promise<[Cached<Read>, Cached<Read>]>): Promise<Series> {
  try {
    const [current, previous] = await read();
    const points = pointsThrough(current.payload.points, through);
    return {
      status: "ok",
      points,
      previous: previous.payload.points.slice(0, points.length),
      readAt: current.readAt.toISOString(),
      fromCache: current.fromCache,
      detail: current.payload.detail,
      complete: current.payload.complete && previous.payload.complete,
      finalThrough,
    };
  } catch (error) {
    return seriesError(error);
  }
}

/**
 * The account's visits, questions, phone views and sales over a range and the equal period before it.
 * Each series stands alone: the visits route failing leaves the contacts charts working.
 */
export async function readAccountMetrics(scope: MetricsScope, range: DayRange): Promise<AccountMetrics> {
  const unit = unitFor(range);
  const through = currentBucket(scope, unit);
  const [visits, questions, phoneViews, sales] = await Promise.all([
    both(lastFinalBucket(scope, unit, true), through, () => readPeriods(scope, "visits", range, unit)),
    both(lastFinalBucket(scope, unit, false), through, () => readPeriods(scope, "questions", range, unit)),
    both(lastFinalBucket(scope, unit, false), through, () => readPeriods(scope, "phone_views", range, unit)),
    both(lastFinalBucket(scope, unit, false), through, () =>
      Promise.all([
        readSales(scope, range, unit, previousRange(range).from),
        readSales(scope, previousRange(range), unit, previousRange(range).from),
      ]),
    ),
  ]);
  return {
    range,
    previousRange: previousRange(range),
    unit,
    timeZone: scope.timeZone,
    siteId: scope.siteId,
    visits,
    questions,
    phoneViews,
    sales,
  };
}
