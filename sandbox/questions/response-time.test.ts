import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { buyersOf, clearSeller, client, ensureItems, putQuestion } from "./fixtures.ts";

let run: RunningSandbox;
const S: number = SELLER.MLA;
const MIN = 60_000;
const DAY = 1440 * MIN;
let buyers: number[];
/** Thursday 2025-06-19 12:00 UTC = 09:00 in Buenos Aires. */
const NOW = Date.parse("2025-06-19T12:00:00Z");

beforeAll(async () => {
  run = await startSandbox();
  ensureItems(run);
  buyers = buyersOf(run, "MLA");
});
afterAll(() => run.close());
beforeEach(() => {
  run.sandbox.ctx.clock.set(new Date(NOW));
  clearSeller(run, S);
  clearSeller(run, SELLER.MLM);
});

const now = () => run.sandbox.ctx.clock.nowMs();
/** A fresh client each time: moving the clock expires earlier tokens. */
const responseTime = async (sellerId: number = S, as: number = sellerId) =>
  client(run)("GET", `/users/${sellerId}/questions/response_time`, { as });
const put = (at: number, answeredAfterMin: number | null, opts: { from?: number; item?: string; seller?: number } = {}) =>
  putQuestion(run, {
    seller: opts.seller ?? S,
    item: opts.item ?? "MLA900000001",
    from: opts.from ?? buyers[0]!,
    at,
    answeredAfterMs: answeredAfterMin === null ? null : answeredAfterMin * MIN,
  });

describe("GET /users/{id}/questions/response_time", () => {
  it("an unanswered question counts 4 days after 4 days and 5 after 5", async () => {
    put(now() - 4 * DAY, null);
    expect((await responseTime()).body.total.response_time).toBe(4 * 1440);
    run.sandbox.ctx.clock.advance(DAY);
    expect((await responseTime()).body.total.response_time).toBe(5 * 1440);
  });

  it("an unanswered question counts at most 1 week", async () => {
    put(now() - 10 * DAY, null);
    expect((await responseTime()).body.total.response_time).toBe(7 * 1440);
  });

  it("only the first question a buyer asked about an item counts", async () => {
    put(now() - 3 * DAY, 60);
    put(now() - 2 * DAY, 600); // follow-up by the same buyer on the same item: ignored
    put(now() - 2 * DAY, 120, { from: buyers[1]! }); // another buyer: counts
    put(now() - 2 * DAY, 240, { item: "MLA900000002" }); // same buyer, another item: counts
    expect((await responseTime()).body.total.response_time).toBe(Math.round((60 + 120 + 240) / 3));
  });

  it("questions older than 14 days do not count", async () => {
    put(now() - 15 * DAY, 1000);
    put(now() - 1 * DAY, 30, { from: buyers[1]! });
    expect((await responseTime()).body.total.response_time).toBe(30);
  });

  it("without questions in the window it is 404 not_found with the user id in the message", async () => {
    put(now() - 20 * DAY, 1000);
    const res = await responseTime();
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: `Response time not found for user id ${S}`, error: "not_found", status: 404, cause: [] });
  });

  it("bands use the site time zone", async () => {
    // Wednesday 21:30 UTC is 18:30 in Buenos Aires (extra hours) but 15:30 in Mexico City (working hours).
    const wed = Date.parse("2025-06-18T21:30:00Z");
    put(wed, 90);
    put(wed, 90, { seller: SELLER.MLM, item: "MLM900000001", from: buyersOf(run, "MLM")[0]! });
    const mla = (await responseTime()).body;
    expect(mla.weekdays_extra_hours.response_time).toBe(90);
    expect(mla.weekdays_working_hours.response_time).toBeNull();
    const mlm = (await responseTime(SELLER.MLM)).body;
    expect(mlm.weekdays_working_hours.response_time).toBe(90);
    expect(mlm.weekdays_extra_hours.response_time).toBeNull();
  });

  it("weekend is Saturday and Sunday; weekday 00:00–09:00 counts only in total", async () => {
    put(Date.parse("2025-06-14T15:00:00Z"), 300); // Saturday 12:00 local
    put(Date.parse("2025-06-17T08:00:00Z"), 100, { from: buyers[1]! }); // Tuesday 05:00 local
    put(Date.parse("2025-06-17T14:00:00Z"), 20, { from: buyers[2]! }); // Tuesday 11:00 local
    const body = (await responseTime()).body;
    expect(body.weekend.response_time).toBe(300);
    expect(body.weekdays_working_hours.response_time).toBe(20);
    expect(body.weekdays_extra_hours.response_time).toBeNull();
    expect(body.total.response_time).toBe(Math.round((300 + 100 + 20) / 3));
  });

  it("sales_percent_increase only over 60 minutes and never on total", async () => {
    put(Date.parse("2025-06-14T15:00:00Z"), 61); // weekend: 61 > 60
    put(Date.parse("2025-06-17T14:00:00Z"), 60, { from: buyers[1]! }); // working hours: exactly 60
    put(Date.parse("2025-06-17T22:00:00Z"), 600, { from: buyers[2]! }); // extra hours
    const body = (await responseTime()).body;
    expect(body.weekend.sales_percent_increase).toBeGreaterThan(0);
    expect(body.weekdays_working_hours).toEqual({ response_time: 60, sales_percent_increase: null });
    expect(body.weekdays_extra_hours.sales_percent_increase).toBeGreaterThan(body.weekend.sales_percent_increase);
    expect(body.total.response_time).toBeGreaterThan(60);
    expect(body.total).not.toHaveProperty("sales_percent_increase");
  });

  it("requires a token and only the seller reads their own response time", async () => {
    put(now() - DAY, 30);
    expect((await client(run)("GET", `/users/${S}/questions/response_time`)).status).toBe(401);
    expect((await responseTime(S, SELLER.MLB)).status).toBe(403);
    expect((await responseTime(S)).body).toMatchObject({ user_id: S, total: { response_time: 30 } });
  });
});
