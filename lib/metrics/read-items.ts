import "server-only";
import { sellerListing } from "../listing/seller-listing";
import { getItemsVisitTotals, getItemsWindows, type WindowValue } from "../marketplace/metrics";
import type { ItemRow, ItemsMetrics } from "../schemas/metrics";
import { totalOf } from "./bucket";
import { maxAgeFor, readThrough } from "./cache";
import { ITEMS_TABLE_KEY, LISTING_CHANGED_MARKER } from "./items-table-cache";
import type { DayRange } from "../date-range";
import { localDate } from "../site-clock";
import { addDays, datesOf, MAX_RANGE_DAYS, previousRange } from "./range";
import { rangeLength } from "../date-range";
import { salesSince } from "./sales";
import { lastFinalBucket, seriesError, type MetricsScope } from "./scope";

type UpstreamRow = Omit<ItemRow, "questions">;

/** Why a row has no visits total, as a code (the page words it; the marketplace's own text is English). */
function gapCode(value: WindowValue[] | { error: unknown } | undefined): string {
  if (!value) return "not_returned";
  if ("error" in value) {
    const e = seriesError(value.error);
    if (e.status === "error") return e.code;
  }
  return "days_missing";
}

/** Everything the items table needs: the seller's list, and its numbers in as few calls as the multi-gets allow. */
async function readUpstream(
  scope: MetricsScope,
  range: DayRange,
): Promise<{ rows: UpstreamRow[]; salesComplete: boolean; finalThrough: string }> {
  const prev = previousRange(range);
  // The change compares the days whose visits are final with the same days of the previous period. Kept
  // with the rows: it says which of the numbers read now are final, however long the copy is served.
  const finalThrough = lastFinalBucket(scope, "day", true);
  const compared = datesOf(range).filter((d) => d <= finalThrough).length;
  const prevCompared = compared ? { from: prev.from, to: addDays(prev.from, compared - 1) } : null;
  const salesRead = salesSince(scope, prev.from);
  salesRead.catch(() => undefined); // awaited below; this only keeps an early failure elsewhere from leaving it unhandled
  // Our copy of the seller's list (kept by items notifications and the sweep); the marketplace's when old.
  const { ids, items: factsRead } = await sellerListing(scope.db, scope.marketplace, scope);
  const window = { last: rangeLength(range), unit: "day" as const, ending: range.to };
  // When both periods fit in one window (at most 150 days), one call per 50 items reads them both;
  // longer ranges ask for the previous period's totals over the compared days separately (the 150-day cap
  // allows no wider window).
  const both = 2 * rangeLength(range) <= MAX_RANGE_DAYS;
  // Phone views exist only on listings that show a phone: ask only for those, as soon as the facts say which.
  const phonesRead = factsRead.then((facts) => {
    const classified = facts.filter((f) => f.buyingMode === "classified").map((f) => f.id);
    return classified.length
      ? getItemsWindows(scope.marketplace, classified, "phone_views", window)
      : new Map<string, WindowValue[] | { error: unknown }>();
  });
  const [facts, visits, previous, sales, phones] = await Promise.all([
    factsRead,
    getItemsWindows(scope.marketplace, ids, "visits", both ? { ...window, last: 2 * rangeLength(range) } : window),
    both || !prevCompared ? null : getItemsVisitTotals(scope.marketplace, ids, prevCompared.from, prevCompared.to),
    salesRead,
    phonesRead,
  ]);
  const previousOf = (id: string): number | null => {
    if (!prevCompared) return null;
    if (previous) return previous.get(id) ?? null;
    const v = visits.get(id);
    return v && !("error" in v) ? sumOver(new Map(v.map((p) => [p.at, p.value])), datesOf(prevCompared)) : null;
  };
  const sold = new Map<string, number>();
  for (const line of sales.lines) {
    const day = localDate(line.at, scope.timeZone);
    if (day >= range.from && day <= range.to) sold.set(line.itemId, (sold.get(line.itemId) ?? 0) + line.quantity);
  }
  const days = datesOf(range);
  const rows = facts.map((item): UpstreamRow => {
    const v = visits.get(item.id);
    const values = v && !("error" in v) ? new Map(v.map((p) => [p.at, p.value])) : null;
    const spark = days.map((d) => (values?.has(d) ? values.get(d)! : null));
    const known = values && spark.every((x) => x !== null);
    const pv = phones.get(item.id);
    const isClassified = item.buyingMode === "classified";
    return {
      id: item.id,
      title: item.title,
      thumbnail: item.thumbnail,
      status: item.status,
      classified: isClassified,
      visits: known ? spark.reduce<number>((a, b) => a + (b ?? 0), 0) : null,
      comparedVisits: values && compared ? sumOver(values, days.slice(0, compared)) : null,
      previousVisits: previousOf(item.id),
      phoneViews:
        isClassified && pv && !("error" in pv) ? pv.reduce((a: number, p: WindowValue) => a + (p.value ?? 0), 0) : isClassified ? null : 0,
      sales: sold.get(item.id) ?? 0,
      spark,
      errorCode: known ? null : gapCode(v),
    };
  });
  return { rows, salesComplete: sales.complete, finalThrough };
}

/** A listing's visits over some days; null on a gap (no % change rather than a wrong one). */
const sumOver = (byDay: Map<string, number | null>, dates: string[]) =>
  totalOf(dates.map((date) => ({ date, value: byDay.get(date) ?? null })));

/** Question contacts per item come from our own copy of the questions (no per-item upstream calls). */
async function questionsPerItem(scope: MetricsScope, range: DayRange): Promise<Map<string, number>> {
  const rows = await scope.db.question.findMany({
    where: {
      workspaceId: scope.workspaceId,
      dateCreated: { gte: new Date(`${addDays(range.from, -1)}T00:00:00Z`), lt: new Date(`${addDays(range.to, 2)}T00:00:00Z`) },
    },
    select: { itemId: true, dateCreated: true },
  });
  const counts = new Map<string, number>();
  for (const r of rows) {
    const day = localDate(r.dateCreated, scope.timeZone);
    if (day >= range.from && day <= range.to) counts.set(r.itemId, (counts.get(r.itemId) ?? 0) + 1);
  }
  return counts;
}

/** The items table: every listing's visits, contacts and sales over the range, with its previous visits. */
export async function readItemsMetrics(scope: MetricsScope, range: DayRange): Promise<ItemsMetrics> {
  const [upstream, questions] = await Promise.all([
    readThrough(
      scope.db,
      scope.sellerId,
      `${ITEMS_TABLE_KEY}${range.from}:${range.to}`,
      maxAgeFor(range.to, scope.today, scope.provisionalFrom),
      () => readUpstream(scope, range),
      {
        changedMarker: LISTING_CHANGED_MARKER,
      },
    ),
    questionsPerItem(scope, range),
  ]);
  return {
    range,
    previousRange: previousRange(range),
    readAt: upstream.readAt.toISOString(),
    fromCache: upstream.fromCache,
    salesComplete: upstream.payload.salesComplete,
    finalThrough: upstream.payload.finalThrough,
    items: upstream.payload.rows.map((r) => ({ ...r, questions: questions.get(r.id) ?? 0 })),
  };
}
