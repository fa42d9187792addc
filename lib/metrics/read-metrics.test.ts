import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSandbox } from "../../sandbox/testing";
import { createInboxFixture, importAll, sandboxControl, type InboxFixture } from "../testing/test-inbox";
import type { SellerClient } from "../marketplace/client";
import { forgetItemsTables, ITEMS_TABLE_KEY } from "./items-table-cache";
import type { DayRange } from "../date-range";
import { localDate } from "../site-clock";
import { addDays, previousRange } from "./range";
import { rangeLength } from "../date-range";
import { readAccountMetrics } from "./read-account";
import { readItemsMetrics } from "./read-items";
import { lastFinalBucket, metricsScope, type MetricsScope } from "./scope";

let f: InboxFixture;
/** Each test's reads happen at one instant (`scope.nowMs`): its range, "today" and last final day all come from it. */
let scope: MetricsScope;
let range: DayRange;

const control = (path: string, body?: unknown) => sandboxControl(f.sandbox).control(path, body);
const upstreamCalls = async (prefix: string) => ((await control(`/__sandbox/requests?path=${prefix}&limit=1000`)) as unknown[]).length;
/**
 * Upstream calls of a cold 90-day /metrics load of the test seller grown to 500 listings (400 active, 17
 * classified) while our copy of the seller's list is current (as items notifications and the sweep keep
 * it): 2 × 10 visits + 1 phone views + 6 account windows + 3 order pages. Reading the list itself adds 18
 * (5 id pages + 8 searches by seller + 5 multi-gets): 48. It was 75 when every title went through the
 * 20-id multi-get.
 */
const TOTAL_CALLS_500 = 30;
const sum = (xs: Array<{ value: number | null }>) => xs.reduce((a, p) => a + (p.value ?? 0), 0);

beforeAll(async () => {
  // 500 listings' series are computed by the in-process sandbox while the same process waits on them: the
  // calls are counted here, not timed, so the client waits longer than its usual 5 s.
  f = await createInboxFixture(await startSandbox(), { timeoutMs: 60_000 });
  await importAll(f.db, f.a);
}, 240_000); // seeding and importing take a while on a shared 2-core machine
afterAll(() => f.close());
beforeEach(async () => {
  await f.db.metricsCache.deleteMany();
  await control("/__sandbox/faults", null);
  scope = metricsScope({ db: f.db, marketplace: f.a.marketplace, sellerId: f.a.sellerId, workspaceId: f.a.id, siteId: "MLA" });
  // The last 21 days up to the scope's today, not a "today" read from the clock at another moment: a run
  // crossing midnight in Buenos Aires still asks for days that end on the reads' today.
  range = { from: addDays(scope.today, -20), to: scope.today };
});

describe("account metrics", () => {
  it("visits per day add up to the marketplace's own total for the range and the previous period, both read in one window", async () => {
    // The days still being counted grow at the top of each hour: the marketplace's own total is read just
    // before and just after ours, and ours must be one of them (both, unless an hour began in between).
    const ownTotal = async (from: string, to: string) =>
      (
        (await fetch(`${f.sandbox.url}/users/${f.a.sellerId}/items_visits?date_from=${from}&date_to=${to}`).then((r) => r.json())) as {
          total_visits: number;
        }
      ).total_visits;
    const prev = previousRange(range);
    const ownBefore = await ownTotal(range.from, range.to);
    const before = await upstreamCalls("/users/");
    const m = await readAccountMetrics(scope, range);
    expect((await upstreamCalls("/users/")) - before).toBe(3); // 2 × 21 days fit one 150-day window: one call a series
    if (m.visits.status !== "ok") throw new Error(m.visits.message);
    const ownAfter = await ownTotal(range.from, range.to);
    expect([ownBefore, ownAfter]).toContain(sum(m.visits.points));
    expect(sum(m.visits.previous)).toBe(await ownTotal(prev.from, prev.to)); // a settled period
    expect(m.visits.detail?.reduce((a, d) => a + d.quantity, 0)).toBe(sum(m.visits.points));
  });

  it("a second look is served from our database with no upstream call, and says when it was read", async () => {
    const first = await readAccountMetrics(scope, range);
    const before = await upstreamCalls("/users/");
    const second = await readAccountMetrics(scope, range);
    expect(await upstreamCalls("/users/")).toBe(before);
    expect(second.visits.status === "ok" && second.visits.fromCache).toBe(true);
    expect(second.visits.status === "ok" && first.visits.status === "ok" && second.visits.readAt).toBe(
      first.visits.status === "ok" ? first.visits.readAt : null,
    );
  });

  it("with the visits route failing, visits are an error and the contacts still work", async () => {
    await control("/__sandbox/faults", { path: `/users/${f.a.sellerId}/items_visits/*`, status: 500, count: 100 });
    const m = await readAccountMetrics(scope, range);
    expect(m.visits.status).toBe("error");
    expect(m.questions.status).toBe("ok");
    expect(m.phoneViews.status).toBe("ok");
  });
});

describe("items metrics", () => {
  it("batches visits through the multi-item endpoint, 50 ids a call, and counts sales from orders", async () => {
    const before = await upstreamCalls("/items/visits");
    const m = await readItemsMetrics(scope, range);
    const calls = (await upstreamCalls("/items/visits")) - before;
    expect(m.items.length).toBeGreaterThan(0);
    expect(calls).toBe(Math.ceil(m.items.length / 50)); // one window holds both periods (2 × 21 days ≤ 150)
    expect(await f.db.metricsCache.count({ where: { key: { startsWith: "items:" } } })).toBe(1);
    const ordersCalls = await upstreamCalls("/orders/search");
    await readAccountMetrics(scope, range); // shares the items table's read of the orders
    expect(await upstreamCalls("/orders/search")).toBe(ordersCalls);
    expect(m.items.every((r) => r.classified || r.phoneViews === 0)).toBe(true);
    const withVisits = m.items.filter((r) => r.visits !== null);
    expect(withVisits.every((r) => r.spark.length === rangeLength(range))).toBe(true);
    // The change compares the days whose visits are final (ended 48 h ago) with the same days before; the
    // table says which those are, so its sparklines dash the rest (today's partial count is no fall). The
    // day before the one 48 h before the read's own instant (the scope's), whatever the clock says by now.
    const final = addDays(localDate(scope.nowMs - 48 * 3_600_000, scope.timeZone), -1);
    expect(final).toBe(lastFinalBucket(scope, "day", true));
    expect(m.finalThrough).toBe(final);
    const prevTo = addDays(previousRange(range).from, rangeLength({ from: range.from, to: final }) - 1);
    const busy = withVisits.find((r) => (r.visits ?? 0) > 0)!;
    const own = async (from: string, to: string) =>
      (
        (await fetch(`${f.sandbox.url}/items/visits?ids=${busy.id}&date_from=${from}&date_to=${to}`).then((r) => r.json())) as Array<{
          total_visits: number;
        }>
      )[0]!.total_visits;
    expect(busy.comparedVisits).toBe(await own(range.from, final));
    expect(busy.previousVisits).toBe(await own(previousRange(range).from, prevTo));
  });

  it("with the items' visits failing, each row says why as a code the page words, not the marketplace's English", async () => {
    await control("/__sandbox/faults", { path: "/items/visits/time_window", status: 500, count: 100 });
    const m = await readItemsMetrics(scope, range);
    expect(m.items.length).toBeGreaterThan(0);
    expect(m.items.every((r) => r.visits === null && r.errorCode === "upstream_error")).toBe(true);
  });
});

describe("a listing published while the items table is read", () => {
  it("the read under way is served but not stored, so the next look reads the table again with it", async () => {
    // The items notification's effect (lib/listing: the list gains it, the stored tables are dropped),
    // arriving while the table's visits are being read.
    let published = false;
    const marketplace: SellerClient = async (path, options) => {
      if (path.startsWith("/items/visits") && !published) {
        published = true;
        await forgetItemsTables(f.db, f.a.sellerId);
      }
      return f.a.marketplace(path, options);
    };
    const during = await readItemsMetrics({ ...scope, marketplace }, range);
    expect(published).toBe(true);
    expect(during.fromCache).toBe(false);
    expect(await f.db.metricsCache.count({ where: { key: { startsWith: ITEMS_TABLE_KEY } } })).toBe(0);

    const next = await readItemsMetrics(scope, range);
    expect(next.fromCache).toBe(false);
    expect(await f.db.metricsCache.count({ where: { key: { startsWith: ITEMS_TABLE_KEY } } })).toBe(1);
    expect((await readItemsMetrics(scope, range)).fromCache).toBe(true);
  });
});

describe("a cold load of 500 listings over 90 days", () => {
  /** A cold load of the last 90 days (up to the reads' own today): what it read upstream, and the rows. */
  async function coldLoad() {
    await f.db.metricsCache.deleteMany();
    const { newestRequestId, requestsSince } = sandboxControl(f.sandbox);
    const lastId = await newestRequestId();
    const quarter = { from: addDays(scope.today, -89), to: scope.today };
    const [, items] = await Promise.all([readAccountMetrics(scope, quarter), readItemsMetrics(scope, quarter)]);
    const log = await requestsSince(lastId);
    const count = (re: RegExp) => log.filter((r) => re.test(r.path)).length;
    const n = items.items.length;
    const active = items.items.filter((r) => r.status === "active").length;
    const classified = items.items.filter((r) => r.classified).length;
    const byPath = new Map<string, number>();
    for (const r of log) byPath.set(r.path.replace(/\d{6,}/, "{id}"), (byPath.get(r.path.replace(/\d{6,}/, "{id}")) ?? 0) + 1);
    console.log(
      `cold 90-day load of ${n} listings (${active} active, ${classified} classified): ${log.length} calls`,
      Object.fromEntries(byPath),
    );
    return { log, count, n, active, classified };
  }

  it("reads each kind of data in the biggest batches the interface allows, the seller's list included when ours is missing", async () => {
    await control(`/__sandbox/sellers/${f.a.sellerId}/items`, { total: 500 });
    await f.db.itemListing.deleteMany(); // no copy of the seller's list yet: this load reads it
    const { log, count, n, active, classified } = await coldLoad();
    expect(n).toBe(500);
    // Ids: 100 a page. Titles: the search by seller gives active listings 50 a page; only the rest take the
    // 20-id multi-get.
    expect(count(/\/items\/search$/)).toBe(Math.ceil(n / 100));
    expect(count(/^\/sites\/MLA\/search$/)).toBe(Math.ceil(active / 50));
    expect(count(/^\/items$/)).toBe(Math.ceil((n - active) / 20));
    // Visits: 2 × 90 days is over the 150-day window cap, so the previous period is a second batch of 50.
    expect(count(/^\/items\/visits\/time_window/)).toBe(Math.ceil(n / 50));
    expect(count(/^\/items\/visits$/)).toBe(Math.ceil(n / 50));
    expect(count(/^\/items\/contacts\/phone_views\/time_window/)).toBe(Math.ceil(classified / 50));
    expect(count(/^\/users\/\d+\/(items_visits|contacts)/)).toBe(6); // 3 account series × 2 periods
    const orders = count(/^\/orders\/search/); // one read of the orders since the previous period began, shared
    expect(orders).toBeLessThanOrEqual(3);
    // Nothing is read one listing at a time, and nothing else is read.
    expect(log.filter((r) => /^\/items\/[A-Z]{3}\d+/.test(r.path))).toEqual([]);
    const listing = Math.ceil(n / 100) + Math.ceil(active / 50) + Math.ceil((n - active) / 20);
    expect(log.length).toBe(listing + 2 * Math.ceil(n / 50) + Math.ceil(classified / 50) + 6 + orders);
    expect(log.length).toBeLessThanOrEqual(TOTAL_CALLS_500 + listing);
  }, 180_000);

  it("with our copy of the seller's list current, reads only the numbers", async () => {
    const { log, count, n, classified } = await coldLoad(); // the list the previous load stored
    expect(n).toBe(500);
    expect(count(/\/items\/search$|^\/sites\/MLA\/search$|^\/items$/)).toBe(0);
    const orders = count(/^\/orders\/search/);
    expect(log.length).toBe(2 * Math.ceil(n / 50) + Math.ceil(classified / 50) + 6 + orders);
    expect(log.length).toBeLessThanOrEqual(TOTAL_CALLS_500);
  }, 180_000);
});
