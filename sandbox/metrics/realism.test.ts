import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { ItemSeries, MAX_LAG_MS } from "./series.ts";
import { addItems, getJson, makeItem } from "./test-fixtures.ts";

let running: RunningSandbox;
const NOW = new Date("2026-03-18T15:30:00Z");
const A = "MLA9900000001";

beforeAll(async () => {
  running = await startSandbox({ port: 0 });
});
afterAll(() => running.close());
beforeEach(() => {
  running.sandbox.reset();
  running.sandbox.ctx.clock.set(NOW);
  addItems(running, [makeItem({ id: A, site_id: "MLA", seller_id: SELLER.MLA, date_created: "2025-01-10T09:00:00.000-03:00" })]);
});

describe("series that look real", () => {
  it("some items get no visits at all, most get some", () => {
    // Seeded listings are dated from the real time of the seed, so look at the 30 settled days before it.
    const now = Date.now();
    const items = [...running.sandbox.ctx.state.catalog.items.values()].filter(
      (i) => i.status === "active" && Date.parse(i.date_created) < now - 40 * 86_400_000,
    );
    const totals = items.map((i) => new ItemSeries(i, now).visits(now - 32 * 86_400_000, now - MAX_LAG_MS));
    const none = totals.filter((t) => t === 0).length;
    expect(none).toBeGreaterThan(0);
    expect(none / totals.length).toBeLessThan(0.2);
  });

  it("visits arrive up to 48 h late: the last two days fill in as time passes, older days never change", async () => {
    const window = `/items/${A}/visits/time_window?last=5&unit=day&ending=2026-03-17`;
    const before = (await getJson(running, window)).body.results.map((r: { total: number }) => r.total);
    running.sandbox.ctx.clock.advance(3 * 86_400_000);
    const after = (await getJson(running, window)).body.results.map((r: { total: number }) => r.total);
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2)); // settled days
    expect(after[4]).toBeGreaterThan(before[4]); // yesterday was provisional
    for (let i = 0; i < 5; i++) expect(after[i]).toBeGreaterThanOrEqual(before[i]);
  });

  it("a trend: an item's visits drift between months, not only from noise", () => {
    const item = running.sandbox.ctx.state.catalog.items.get(A)!;
    const s = new ItemSeries(item, NOW.getTime());
    const month = (startDay: string) =>
      s.visits(Date.parse(`${startDay}T03:00:00Z`), Date.parse(`${startDay}T03:00:00Z`) + 28 * 86_400_000);
    expect(month("2025-02-01")).not.toBe(month("2026-02-01"));
  });
});

describe("control: catalog size for benchmarks", () => {
  it("a seller can be grown to 500 items, the same way every time, each with its own visits", async () => {
    const grow = () =>
      fetch(`${running.url}/__sandbox/sellers/${SELLER.MLA}/items`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ total: 500 }),
      }).then((r) => r.json());
    expect((await grow()).total).toBe(500);
    const ids = running.sandbox.ctx.state.catalog.itemsBySeller.get(SELLER.MLA)!.slice();
    expect(ids).toHaveLength(500);
    running.sandbox.reset();
    await grow();
    expect(running.sandbox.ctx.state.catalog.itemsBySeller.get(SELLER.MLA)).toEqual(ids);
    const last = ids.slice(-3).join(",");
    const { body } = await getJson(running, `/items/visits?ids=${last}&date_from=2026-02-01&date_to=2026-02-28`);
    expect(new Set(body.map((r: { total_visits: number }) => r.total_visits)).size).toBeGreaterThan(1);
  });
});
