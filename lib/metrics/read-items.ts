import "server-only";
import { getItems, listSellerItemIds, searchSellerListings, type MarketplaceItem } from "../marketplace/items";
import { getItemsVisitTotals, getItemsWindows, type WindowValue } from "../marketplace/metrics";
import type { ItemRow, ItemsMetrics } from "../schemas/metrics";
import { totalOf } from "./bucket";
import { maxAgeFor, readThrough } from "./cache";
import { addDays, datesOf, daysIn, localDate, MAX_RANGE_DAYS, previousRange, type DayRange } from "./range";
import { salesSince } from "./sales";
import { lastFinalBucket, seriesError, type MetricsScope } from "./scope";

type UpstreamRow = Omit<ItemRow, "questions">;

function errorText(value: WindowValue[] | { error: unknown } | undefined): string | null {
  if (!value) return "not returned by the marketplace";
  if ("error" in value) {
    const e = seriesError(value.error);
    return e.status === "error" ? e.message : null;
  }
  return null;
}

/**
 * The listings and their facts (title, thumbnail, status, classified or not) in as few calls as the
 * interface allows: the search by seller gives the active ones with their titles 50 a call; the ids it did
 * not return (paused, closed, or not in the public index yet) go through the multi-get, 20 a call.
 * A failed search only costs calls: everything then goes through the multi-get.
 */
async function readListings(scope: MetricsScope): Promise<{ ids: string[]; facts: Promise<MarketplaceItem[]> }> {
  const searched = searchSellerListings(scope.marketplace, scope.siteId, scope.sellerId).catch((error: unknown) => {
    console.warn("[metrics] the search by seller failed; reading every listing through the multi-get", error);
    return [] as MarketplaceItem[];
  });
  const ids = await listSellerItemIds(scope.marketplace, scope.sellerId);
  const facts = searched.then(async (found) => {
    const own = new Set(ids);
    const byId = new Map(found.filter((f) => own.has(f.id)).map((f) => [f.id, f]));
    const rest = await getItems(scope.marketplace, ids.filter((id) => !byId.has(id)));
    for (const item of rest) byId.set(item.id, item);
    return ids.flatMap((id) => byId.get(id) ?? []);
  });
  return { ids, facts };
}

/** Everything the items table needs from the marketplace, in as few calls as the multi-gets allow. */
async function readUpstream(scope: MetricsScope, range: DayRange): Promise<{ rows: UpstreamRow[]; salesComplete: boolean }> {
  const prev = previousRange(range);
  // The change compares the days whose visits are final with the same days of the previous period.
  const compared = datesOf(range).filter((d) => d <= lastFinalBucket(scope, "day", true)).length;
  const prevCompared = compared ? { from: prev.from, to: addDays(prev.from, compared - 1) } : null;
  const salesRead = salesSince(scope, prev.from);
  salesRead.catch(() => undefined); // awaited below; this only keeps an early failure elsewhere from leaving it unhandled
  const { ids, facts: factsRead } = await readListings(scope);
  const window = { last: daysIn(range), unit: "day" as const, ending: range.to };
  // When both periods fit in one window (at most 150 days), one call per 50 items reads them both;
  // longer ranges ask for the previous period's totals over the compared days separately (the 150-day cap
  // allows no wider window).
  const both = 2 * daysIn(range) <= MAX_RANGE_DAYS;
  // Phone views exist only on listings that show a phone: ask only for those, as soon as the facts say which.
  const phonesRead = factsRead.then((facts) => {
    const classified = facts.filter((f) => f.buying_mode === "classified").map((f) => f.id);
    return classified.length ? getItemsWindows(scope.marketplace, classified, "phone_views", window) : new Map<string, WindowValue[] | { error: unknown }>();
  });
  const [facts, visits, previous, sales, phones] = await Promise.all([
    factsRead,
    getItemsWindows(scope.marketplace, ids, "visits", both ? { ...window, last: 2 * daysIn(range) } : window),
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
    const isClassified = item.buying_mode === "classified";
    return {
      id: item.id,
      title: item.title,
      thumbnail: item.secure_thumbnail ?? item.thumbnail ?? null,
      status: item.status ?? null,
      classified: isClassified,
      visits: known ? spark.reduce<number>((a, b) => a + (b ?? 0), 0) : null,
      comparedVisits: values && compared ? sumOver(values, days.slice(0, compared)) : null,
      previousVisits: previousOf(item.id),
      phoneViews: isClassified && pv && !("error" in pv) ? pv.reduce((a: number, p: WindowValue) => a + (p.value ?? 0), 0) : isClassified ? null : 0,
      sales: sold.get(item.id) ?? 0,
      spark,
      error: known ? null : errorText(v) ?? "some days are missing",
    };
  });
  return { rows, salesComplete: sales.complete };
}

/** A listing's visits over some days; null on a gap (no % change rather than a wrong one). */
const sumOver = (byDay: Map<string, number | null>, dates: string[]) => totalOf(dates.map((date) => ({ date, value: byDay.get(date) ?? null })));

/** Question contacts per item come from our own copy of the questions (no per-item upstream calls). */
async function questionsPerItem(scope: MetricsScope, range: DayRange): Promise<Map<string, number>> {
  const rows = await scope.db.question.findMany({
    where: { workspaceId: scope.workspaceId, dateCreated: { gte: new Date(`${addDays(range.from, -1)}T00:00:00Z`), lt: new Date(`${addDays(range.to, 2)}T00:00:00Z`) } },
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
    // v2: rows compare visits over final days (comparedVisits); older stored rows lack it.
    readThrough(scope.db, scope.sellerId, `items:v2:${range.from}:${range.to}`, maxAgeFor(range.to, scope.today, scope.provisionalFrom), () => readUpstream(scope, range)),
    questionsPerItem(scope, range),
  ]);
  return {
    range,
    previousRange: previousRange(range),
    readAt: upstream.readAt.toISOString(),
    fromCache: upstream.fromCache,
    salesComplete: upstream.payload.salesComplete,
    items: upstream.payload.rows.map((r) => ({ ...r, questions: questions.get(r.id) ?? 0 })),
  };
}
