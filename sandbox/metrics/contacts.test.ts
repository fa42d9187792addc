import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { addItems, getJson, makeItem } from "./test-fixtures.ts";

let running: RunningSandbox;
const NOW = new Date("2026-03-18T15:30:00Z");
const SHOE = "MLA9900000011";
const FLAT = "MLA9900000012";

beforeAll(async () => {
  running = await startSandbox({ port: 0 });
});
afterAll(() => running.close());
beforeEach(() => {
  running.sandbox.reset();
  running.sandbox.ctx.clock.set(NOW);
  addItems(running, [
    makeItem({ id: SHOE, site_id: "MLA", seller_id: SELLER.MLA }),
    makeItem({
      id: FLAT,
      site_id: "MLA",
      seller_id: SELLER.MLA,
      title: "Departamento 2 ambientes en Palermo",
      topic: "real_estate",
      buying_mode: "classified",
      listing_type_id: "silver",
      price: 145000,
      currency_id: "USD",
      category_id: "MLA1472",
    }),
  ]);
});

const get = (path: string) => getJson(running, path);

/** Stores questions in the questions slice the way the questions module keeps them (byId, bySeller, byItem). */
function storeQuestions(dates: Array<[string, string]>): void {
  const q = running.sandbox.ctx.state.questions as unknown as {
    byId: Map<number, unknown>;
    bySeller?: Map<number, unknown[]>;
    byItem?: Map<string, unknown[]>;
  };
  let id = 990_000_001;
  for (const [itemId, at] of dates) {
    const question = {
      id: id++,
      seller_id: SELLER.MLA,
      item_id: itemId,
      from_id: 318_600_101,
      text: "¿Tienen talle 42?",
      status: "UNANSWERED",
      date_created: Date.parse(at),
      last_updated: Date.parse(at),
      answer: null,
      deleted_from_listing: false,
      hold: false,
      suspected_spam: false,
      app_id: null,
    };
    q.byId.set(question.id, question);
    q.bySeller?.set(SELLER.MLA, [...(q.bySeller.get(SELLER.MLA) ?? []), question]);
    q.byItem?.set(itemId, [...(q.byItem.get(itemId) ?? []), question]);
  }
}

/** Questions already seeded for this seller (the questions module may seed some): counted in the totals too. */
function seededCount(itemId: string | null, fromMs: number, toMs: number): number {
  const byId = (
    running.sandbox.ctx.state.questions as unknown as { byId?: Map<number, { item_id: string; seller_id: number; date_created: number }> }
  ).byId;
  return [...(byId?.values() ?? [])].filter(
    (q) => q.seller_id === SELLER.MLA && (!itemId || q.item_id === itemId) && q.date_created >= fromMs && q.date_created < toMs,
  ).length;
}

describe("question contacts", () => {
  it("question contacts equal the count of stored questions in the range", async () => {
    const from = Date.parse("2026-03-01T03:00:00Z");
    const to = Date.parse("2026-03-11T03:00:00Z");
    const before = seededCount(SHOE, from, to);
    storeQuestions([
      [SHOE, "2026-03-01T03:00:00Z"],
      [SHOE, "2026-03-05T12:00:00Z"],
      [SHOE, "2026-03-11T02:59:00Z"],
      [SHOE, "2026-03-11T03:00:00Z"],
      [FLAT, "2026-03-04T12:00:00Z"],
    ]);
    const { status, body } = await get(`/items/${SHOE}/contacts/questions?date_from=2026-03-01&date_to=2026-03-10`);
    expect(status).toBe(200);
    expect(body).toEqual({
      date_from: "2026-03-01T00:00:00.000-03:00",
      date_to: "2026-03-10T23:59:59.999-03:00",
      item_id: SHOE,
      total: before + 3,
    });
    const user = await get(`/users/${SELLER.MLA}/contacts/questions?date_from=2026-03-01&date_to=2026-03-10`);
    expect(user.body).toMatchObject({ user_id: SELLER.MLA, total: seededCount(null, from, to) });
  });

  it("question time windows bucket stored questions per day in UTC Z", async () => {
    storeQuestions([
      [SHOE, "2026-03-17T13:00:00Z"],
      [SHOE, "2026-03-17T14:00:00Z"],
      [SHOE, "2026-03-18T12:00:00Z"],
    ]);
    const { body } = await get(`/items/${SHOE}/contacts/questions/time_window?last=2&unit=day`);
    expect(body).toMatchObject({ item_id: SHOE, last: 2, unit: "day", date_from: "2026-03-17T00:00:00Z" });
    const day = (d: string) => seededCount(SHOE, Date.parse(`${d}T03:00:00Z`), Date.parse(`${d}T03:00:00Z`) + 86_400_000);
    expect(body.results).toEqual([
      { date: "2026-03-17T00:00:00Z", total: day("2026-03-17") },
      { date: "2026-03-18T00:00:00Z", total: day("2026-03-18") },
    ]);
    expect(body.results[0].total).toBeGreaterThanOrEqual(2);
    const hourly = await get(`/users/${SELLER.MLA}/contacts/questions/time_window?last=3&unit=hour`);
    expect(hourly.body.results.map((r: { date: string }) => r.date)).toEqual([
      "2026-03-18T13:00:00Z",
      "2026-03-18T14:00:00Z",
      "2026-03-18T15:00:00Z",
    ]);
  });

  it("with no stored questions the contacts count 0", async () => {
    (running.sandbox.ctx.state.questions as unknown as { byId: Map<number, unknown> }).byId.clear();
    const { body } = await get(`/users/${SELLER.MLA}/contacts/questions?date_from=2026-03-01&date_to=2026-03-10`);
    expect(body.total).toBe(0);
  });
});

describe("phone views", () => {
  it("phone views are counted only on classified items", async () => {
    const { status, body } = await get(`/items/contacts/phone_views/time_window?ids=${FLAT},${SHOE}&last=30&unit=day`);
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ item_id: FLAT, last: 30, unit: "day" });
    expect(body[0].total).toBeGreaterThan(0);
    expect(body[1].total).toBe(0);
    expect(body[1].results.every((r: { total: number }) => r.total === 0)).toBe(true);
    expect(body[0].results[0].date).toMatch(/T00:00:00Z$/);
  });

  it("user phone views over a range carry user_id as a string and add up the classified items", async () => {
    const { body } = await get(`/users/${SELLER.MLA}/contacts/phone_views?date_from=2026-02-17&date_to=2026-03-18`);
    expect(body).toMatchObject({ user_id: String(SELLER.MLA), date_from: "2026-02-17T00:00:00.000-03:00" });
    const items = [...running.sandbox.ctx.state.catalog.items.values()].filter(
      (i) => i.seller_id === SELLER.MLA && i.buying_mode === "classified",
    );
    if (items.length === 1) {
      const w = await get(`/items/contacts/phone_views/time_window?ids=${FLAT}&last=30&unit=day`);
      expect(body.total).toBe(w.body[0].total);
    }
    const win = await get(`/users/${SELLER.MLA}/contacts/phone_views/time_window?last=6&unit=hour`);
    expect(win.body).toMatchObject({ user_id: String(SELLER.MLA), last: 6, unit: "hour" });
    expect(win.body.results).toHaveLength(6);
  });

  it("phone views never exceed visits on the same day", async () => {
    const pv = await get(`/items/contacts/phone_views/time_window?ids=${FLAT}&last=20&unit=day&ending=2026-03-10`);
    const v = await get(`/items/${FLAT}/visits/time_window?last=20&unit=day&ending=2026-03-10`);
    pv.body[0].results.forEach((r: { total: number }, i: number) => expect(r.total).toBeLessThanOrEqual(v.body.results[i].total));
  });
});
