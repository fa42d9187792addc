import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { addItems, getJson, makeItem, mintToken } from "./test-fixtures.ts";

let running: RunningSandbox;
const NOW = new Date("2026-03-18T15:30:00Z"); // a Wednesday, 12:30 in Buenos Aires
const A = "MLA9900000001";
const B = "MLA9900000002";

beforeAll(async () => {
  running = await startSandbox({ port: 0 });
});
afterAll(() => running.close());
beforeEach(() => {
  running.sandbox.reset();
  running.sandbox.ctx.clock.set(NOW);
  addItems(running, [
    makeItem({ id: A, site_id: "MLA", seller_id: SELLER.MLA }),
    makeItem({
      id: B,
      site_id: "MLA",
      seller_id: SELLER.MLA,
      title: "Campera impermeable de trekking",
      date_created: "2025-01-10T09:00:00.000-03:00",
    }),
  ]);
});

const get = (path: string) => getJson(running, path);

describe("visits over a range", () => {
  it("user visits add up the seller's items, with offset dates and a per-company detail", async () => {
    const { status, body } = await get(`/users/${SELLER.MLA}/items_visits?date_from=2026-02-01&date_to=2026-02-28`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      user_id: SELLER.MLA,
      date_from: "2026-02-01T00:00:00.000-03:00",
      date_to: "2026-02-28T23:59:59.999-03:00",
    });
    const detailSum = body.visits_detail.reduce((a: number, d: { quantity: number }) => a + d.quantity, 0);
    expect(detailSum).toBe(body.total_visits);
    expect(body.visits_detail.map((d: { company: string }) => d.company)).toContain("mercadolibre");
    const items = await get(`/items/visits?ids=${A},${B}&date_from=2026-02-01&date_to=2026-02-28`);
    const seeded = [...running.sandbox.ctx.state.catalog.items.values()].filter(
      (i) => i.seller_id === SELLER.MLA && i.id !== A && i.id !== B,
    );
    if (seeded.length === 0) expect(items.body[0].total_visits + items.body[1].total_visits).toBe(body.total_visits);
  });

  it("/items/visits takes several ids, one record per item", async () => {
    const { status, body } = await get(`/items/visits?ids=${A},${B}&date_from=2026-03-01&date_to=2026-03-07`);
    expect(status).toBe(200);
    expect(body.map((r: { item_id: string }) => r.item_id)).toEqual([A, B]);
    expect(body[0]).toMatchObject({ date_from: "2026-03-01T00:00:00.000-03:00", date_to: "2026-03-07T23:59:59.999-03:00" });
    expect(body[0].total_visits).toBeGreaterThan(0);
  });

  it("a date range over 150 days is refused, 150 days is accepted", async () => {
    const over = await get(`/users/${SELLER.MLA}/items_visits?date_from=2025-09-01&date_to=2026-01-29`);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      error: "bad_request",
      message: "invalid time window, should be smaller or equal to 150 days",
      status: 400,
    });
    const exact = await get(`/users/${SELLER.MLA}/items_visits?date_from=2025-09-01&date_to=2026-01-28`);
    expect(exact.status).toBe(200);
  });

  it("date_from after date_to, unknown date formats and missing dates are 400s", async () => {
    const reversed = await get(`/items/visits?ids=${A}&date_from=2026-03-10&date_to=2026-03-01`);
    expect(reversed.status).toBe(400);
    const format = await get(`/items/visits?ids=${A}&date_from=10/03/2026&date_to=2026-03-11`);
    expect(format.body).toMatchObject({ status: 400, message: "unknown date format" });
    const missing = await get(`/users/${SELLER.MLA}/items_visits?date_from=2026-03-01`);
    expect(missing.status).toBe(400);
  });

  it("an unknown item is 404 and a malformed id is 400; more than 50 ids is 400", async () => {
    expect((await get(`/items/visits?ids=MLA1&date_from=2026-03-01&date_to=2026-03-02`)).status).toBe(404);
    expect((await get(`/items/visits?ids=nope&date_from=2026-03-01&date_to=2026-03-02`)).body.message).toBe("Invalid item ID format");
    const many = Array.from({ length: 51 }, (_, i) => `MLA99${i}`).join(",");
    expect((await get(`/items/visits?ids=${many}&date_from=2026-03-01&date_to=2026-03-02`)).body).toMatchObject({
      status: 400,
      error: "validation_parameters",
    });
  });
});

describe("visits per time window", () => {
  it("day windows give one UTC (Z) result per day ending today", async () => {
    const { status, body } = await get(`/items/${A}/visits/time_window?last=3&unit=day`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ item_id: A, last: 3, unit: "day", date_from: "2026-03-16T00:00:00Z", date_to: "2026-03-19T00:00:00Z" });
    expect(body.results.map((r: { date: string }) => r.date)).toEqual([
      "2026-03-16T00:00:00Z",
      "2026-03-17T00:00:00Z",
      "2026-03-18T00:00:00Z",
    ]);
    expect(body.total_visits).toBe(body.results.reduce((a: number, r: { total: number }) => a + r.total, 0));
    expect(body.results[0].visits_detail[0]).toHaveProperty("company");
  });

  it("hour windows give consecutive UTC hours ending with the current hour", async () => {
    const { body } = await get(`/items/${A}/visits/time_window?last=4&unit=hour`);
    expect(body.results.map((r: { date: string }) => r.date)).toEqual([
      "2026-03-18T12:00:00Z",
      "2026-03-18T13:00:00Z",
      "2026-03-18T14:00:00Z",
      "2026-03-18T15:00:00Z",
    ]);
    expect(body.date_to).toBe("2026-03-18T16:00:00Z");
  });

  it("ending closes the window on that day, inclusive, and hours of a day add up to the day", async () => {
    const day = await get(`/items/${A}/visits/time_window?last=1&unit=day&ending=2026-03-10`);
    expect(day.body.results[0].date).toBe("2026-03-10T00:00:00Z");
    const hours = await get(`/items/${A}/visits/time_window?last=24&unit=hour&ending=2026-03-10`);
    expect(hours.body.results[0].date).toBe("2026-03-10T03:00:00Z"); // local midnight at -03:00
    expect(hours.body.total_visits).toBe(day.body.total_visits);
    const range = await get(`/items/visits?ids=${A}&date_from=2026-03-10&date_to=2026-03-10`);
    expect(range.body[0].total_visits).toBe(day.body.total_visits);
  });

  it("hours and days after now have no visits", async () => {
    const { body } = await get(`/items/${A}/visits/time_window?last=5&unit=day&ending=2026-03-22`);
    expect(body.results.slice(-4).map((r: { total: number }) => r.total)).toEqual([0, 0, 0, 0]);
  });

  it("weekly seasonality: weekend days get fewer visits than weekdays", async () => {
    const { body } = await get(`/items/${B}/visits/time_window?last=140&unit=day&ending=2026-03-14`);
    const byWeekend = { weekend: [] as number[], weekday: [] as number[] };
    for (const r of body.results as Array<{ date: string; total: number }>) {
      const dow = new Date(r.date).getUTCDay();
      (dow === 0 || dow === 6 ? byWeekend.weekend : byWeekend.weekday).push(r.total);
    }
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(avg(byWeekend.weekend)).toBeLessThan(avg(byWeekend.weekday) * 0.85);
  });

  it("visits are deterministic: the same window answers the same after a reset", async () => {
    const first = await get(`/users/${SELLER.MLA}/items_visits/time_window?last=30&unit=day&ending=2026-03-01`);
    running.sandbox.reset();
    addItems(running, [
      makeItem({ id: A, site_id: "MLA", seller_id: SELLER.MLA }),
      makeItem({
        id: B,
        site_id: "MLA",
        seller_id: SELLER.MLA,
        title: "Campera impermeable de trekking",
        date_created: "2025-01-10T09:00:00.000-03:00",
      }),
    ]);
    const second = await get(`/users/${SELLER.MLA}/items_visits/time_window?last=30&unit=day&ending=2026-03-01`);
    expect(second.body).toEqual(first.body);
    expect(first.body.user_id).toBe(SELLER.MLA);
  });

  it("/items/visits/time_window answers one window per item", async () => {
    const { body } = await get(`/items/visits/time_window?ids=${A},${B}&last=2&unit=day`);
    expect(body).toHaveLength(2);
    expect(body[1]).toMatchObject({ item_id: B, last: 2, unit: "day" });
  });

  it("a bad unit, a bad last, a bad ending or a window over 150 days is 400", async () => {
    const bad = (q: string) => get(`/items/${A}/visits/time_window?${q}`);
    expect((await bad("last=3&unit=week")).body).toMatchObject({ status: 400, message: "invalid unit, should be one of: day, hour" });
    expect((await bad("last=-1&unit=day")).status).toBe(400);
    expect((await bad("unit=day")).status).toBe(400);
    expect((await bad("last=2&unit=day&ending=03/10/2026")).body.message).toBe("invalid date format for ending date");
    expect((await bad("last=151&unit=day")).body.message).toBe("invalid time window, should be smaller or equal to 150 days");
    expect((await bad("last=3601&unit=hour")).status).toBe(400);
  });

  it("metrics need no token, but an invalid token is refused with 401", async () => {
    expect((await get(`/items/${A}/visits/time_window?last=1&unit=day`)).status).toBe(200);
    expect((await getJson(running, `/items/${A}/visits/time_window?last=1&unit=day`, mintToken(running, SELLER.MLA))).status).toBe(200);
    const bad = await getJson(running, `/items/${A}/visits/time_window?last=1&unit=day`, "APP_USR-unknown");
    expect(bad).toMatchObject({ status: 401, body: { message: "invalid_token" } });
  });
});
