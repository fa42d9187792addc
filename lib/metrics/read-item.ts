import "server-only";
import { AppError } from "../errors/app-error";
import { getItems } from "../marketplace/items";
import { questionPages } from "../marketplace/questions";
import type { SaleLine } from "../marketplace/orders";
import { getItemsWindows, type ItemsMetric, type WindowValue } from "../marketplace/metrics";
import { itemThumbnail } from "../marketplace/thumbnail";
import type { ItemDetail, Series } from "../schemas/metrics";
import { countByDay, pointsThrough, type Point } from "./bucket";
import { maxAgeFor, readThrough } from "./cache";
import type { DayRange } from "../date-range";
import { addDays, datesOf, previousRange } from "./range";
import { rangeLength } from "../date-range";
import { listingMarkers } from "./markers";
import { placeValues } from "./read-account";
import { salesSince } from "./sales";
import { currentBucket, lastFinalBucket, seriesError, type MetricsScope } from "./scope";

async function itemWindow(
  scope: MetricsScope,
  id: string,
  metric: ItemsMetric,
  range: DayRange,
  unit: "day" | "hour",
): Promise<{ points: Point[]; readAt: Date; fromCache: boolean }> {
  const r = await readThrough(
    scope.db,
    scope.sellerId,
    `item:${id}:${metric}:${unit}:${range.from}:${range.to}`,
    maxAgeFor(range.to, scope.today, scope.provisionalFrom),
    async () => {
      const got = (
        await getItemsWindows(scope.marketplace, [id], metric, {
          last: unit === "day" ? rangeLength(range) : rangeLength(range) * 24,
          unit,
          ending: range.to,
        })
      ).get(id);
      if (!got || "error" in got)
        throw got && "error" in got ? got.error : new AppError("not_found", "The marketplace has no metrics for this listing.");
      return placeValues(got as WindowValue[], range, unit, scope.timeZone);
    },
  );
  return { points: r.payload, readAt: r.readAt, fromCache: r.fromCache };
}

async function series(
  finalThrough: string,
  current: () => Promise<{ points: Point[]; readAt: Date; fromCache: boolean }>,
  previous?: () => Promise<{ points: Point[] }>,
): Promise<Series> {
  try {
    const [c, p] = await Promise.all([current(), previous ? previous() : Promise.resolve(null)]);
    return {
      status: "ok",
      points: c.points,
      previous: p?.points ?? c.points.map((x) => ({ date: x.date, value: null })),
      readAt: c.readAt.toISOString(),
      fromCache: c.fromCache,
      detail: null,
      complete: true,
      finalThrough,
    };
  } catch (error) {
    return seriesError(error);
  }
}

/** One listing: visits by day (with the previous period) and by hour, contacts, sales, and what happened when. */
export async function readItemDetail(scope: MetricsScope, id: string, range: DayRange): Promise<ItemDetail> {
  const [item] = await getItems(scope.marketplace, [id]);
  if (!item) throw new AppError("not_found", `Listing ${id} was not found.`);
  const prev = previousRange(range);
  const lastTwoDays = { from: addDays(scope.today, -1), to: scope.today };
  const classified = item.buying_mode === "classified";
  const days = datesOf(range);
  const now = { readAt: new Date(), fromCache: false };
  let itemLines: SaleLine[] = [];
  const questionRows = await scope.db.question.findMany({
    where: { workspaceId: scope.workspaceId, itemId: id, dateCreated: { gte: new Date(`${addDays(range.from, -1)}T00:00:00Z`) } },
    select: { dateCreated: true, answerDate: true },
  });
  const audit = await scope.db.auditEntry.findMany({
    where: {
      workspaceId: scope.workspaceId,
      objectType: "item",
      objectId: id,
      result: "ok",
      createdAt: { gte: new Date(`${addDays(range.from, -1)}T00:00:00Z`) },
    },
    select: { action: true, createdAt: true },
  });
  const [visits, visitsByHour, phoneViews, sales] = await Promise.all([
    series(
      lastFinalBucket(scope, "day", true),
      () => itemWindow(scope, id, "visits", range, "day"),
      () => itemWindow(scope, id, "visits", prev, "day"),
    ),
    // The hours still to come today are not drawn: the last two days end with the hour under way.
    series(lastFinalBucket(scope, "hour", true), async () => {
      const r = await itemWindow(scope, id, "visits", lastTwoDays, "hour");
      return { ...r, points: pointsThrough(r.points, currentBucket(scope, "hour")) };
    }),
    series(
      lastFinalBucket(scope, "day", false),
      classified
        ? () => itemWindow(scope, id, "phone_views", range, "day")
        : async () => ({ points: days.map((date) => ({ date, value: 0 })), ...now }),
    ),
    series(lastFinalBucket(scope, "day", false), async () => {
      const { lines } = await salesSince(scope, prev.from);
      itemLines = lines.filter((l) => l.itemId === id);
      return {
        points: countByDay(
          itemLines.map((l) => ({ at: l.at, count: l.quantity })),
          days,
          scope.timeZone,
        ),
        ...now,
      };
    }),
  ]);
  // The listing's questions of both periods as the marketplace holds them: our copy starts at the first
  // import's window (30 days), so it cannot tell the previous period of a month (issue 58 item 8). When the
  // marketplace cannot be read, our copy gives the current period and the previous stays unknown.
  const upstreamQuestions = await itemQuestionDates(scope, id, { from: prev.from, to: range.to }).catch(() => null);
  const questionDates = upstreamQuestions ?? questionRows.map((q) => q.dateCreated.toISOString());
  const byDay = (list: string[], labels: string[]) =>
    countByDay(
      list.map((at) => ({ at, count: 1 })),
      labels,
      scope.timeZone,
    );
  const questions = await series(
    lastFinalBucket(scope, "day", false),
    async () => ({ points: byDay(questionDates, days), ...now }),
    upstreamQuestions ? async () => ({ points: byDay(upstreamQuestions, datesOf(prev)) }) : undefined,
  );
  return {
    item: { id: item.id, title: item.title, thumbnail: itemThumbnail(item), permalink: item.permalink ?? null, classified },
    range,
    previousRange: prev,
    timeZone: scope.timeZone,
    visits,
    visitsByHour,
    questions,
    phoneViews,
    sales,
    markers: listingMarkers({
      range,
      timeZone: scope.timeZone,
      answeredAt: questionRows.flatMap((q) => (q.answerDate ? [q.answerDate] : [])),
      audit,
      sales: itemLines,
    }),
  };
}

/** When each question on the listing was asked, from the day before `range` to the day after (local days are cut later). */
async function itemQuestionDates(scope: MetricsScope, itemId: string, range: DayRange): Promise<string[]> {
  const dates: string[] = [];
  for await (const page of questionPages(scope.marketplace, {
    sellerId: scope.sellerId,
    itemId,
    from: `${addDays(range.from, -1)}T00:00:00.000Z`,
    to: `${addDays(range.to, 1)}T23:59:59.999Z`,
    order: "DESC",
    limit: 100,
  }))
    dates.push(...page.questions.map((q) => q.date_created));
  return dates;
}
