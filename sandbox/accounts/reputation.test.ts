import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { buildMetrics, windowDays } from "./seed-reputation.ts";

// The reputation GET /users/{id} carries (notes §12), one test per documented rule, on both profiles.
let spec: RunningSandbox;
let real: RunningSandbox;
beforeAll(async () => {
  [spec, real] = await Promise.all([startSandbox(), startSandbox({ profile: "real", rate: null })]);
});
afterAll(() => Promise.all([spec.close(), real.close()]));

type Metric = { period: string; rate: number; value: number; excluded: { real_value: number; real_rate: number } };
type Reputation = {
  level_id: string | null;
  real_level?: string;
  protection_end_date?: string;
  metrics: { sales: { period: string; completed: number }; claims: Metric; delayed_handling_time: Metric; cancellations: Metric };
};
const reputationOf = async (s: RunningSandbox, id: number): Promise<Reputation> =>
  ((await (await fetch(`${s.url}/users/${id}`)).json()) as { seller_reputation: Reputation }).seller_reputation;

describe.each([
  ["spec", () => spec],
  ["real", () => real],
])("seller reputation (%s profile)", (_name, sandbox) => {
  it("carries metrics in the documented shape: rate = value / completed sales, excluded holds the figures before exclusions", async () => {
    const rep = await reputationOf(sandbox(), SELLER.MLA);
    expect(rep.level_id).toBe("5_green");
    const { sales, ...rates } = rep.metrics;
    expect(sales).toEqual({ period: "60 days", completed: 1320 });
    for (const m of Object.values(rates)) {
      expect(m.period).toBe("60 days");
      expect(m.rate).toBeCloseTo(m.value / sales.completed, 4);
      expect(m.excluded.real_value).toBeGreaterThanOrEqual(m.value);
      expect(m.excluded.real_rate).toBeCloseTo(m.excluded.real_value / sales.completed, 4);
    }
    expect(rep.metrics.delayed_handling_time).toMatchObject({ value: 132, rate: 0.1 });
  });

  it("has sellers of several colours", async () => {
    const levels = await Promise.all(Object.values(SELLER).map(async (id) => (await reputationOf(sandbox(), id)).level_id));
    expect(new Set(levels)).toEqual(new Set(["5_green", "4_light_green", "3_yellow", "2_orange", null]));
  });

  it("no reputation before 10 sales: level_id is null", async () => {
    const rep = await reputationOf(sandbox(), SELLER.MLA_NEW);
    expect(rep.level_id).toBeNull();
    expect(rep.metrics.sales.completed).toBeLessThan(10);
  });

  it("a protection shows a better colour with the real one and its end date", async () => {
    const rep = await reputationOf(sandbox(), SELLER.MLB);
    expect(rep).toMatchObject({ level_id: "4_light_green", real_level: "3_yellow" });
    expect(Date.parse(rep.protection_end_date!)).toBeGreaterThan(Date.now());
    expect(rep.protection_end_date).toMatch(/-03:00$/);
    // Unprotected sellers carry neither field.
    expect(await reputationOf(sandbox(), SELLER.MLA)).not.toHaveProperty("real_level");
  });

  it("a small seller of a widening site is measured over 365 days", async () => {
    const rep = await reputationOf(sandbox(), SELLER.MLC);
    expect(rep.metrics.sales).toEqual({ period: "365 days", completed: 310 });
    expect(rep.metrics.claims.period).toBe("365 days");
  });
});

describe("the window rule", () => {
  it("365 days under 40 sales on MLM and MLC, under 60 on MLB and MCO; 60 days elsewhere", () => {
    expect([windowDays("MLM", 39), windowDays("MLM", 40), windowDays("MLC", 39)]).toEqual([365, 60, 365]);
    expect([windowDays("MLB", 59), windowDays("MLB", 60), windowDays("MCO", 59)]).toEqual([365, 60, 365]);
    expect([windowDays("MLA", 5), windowDays("MLU", 5)]).toEqual([60, 60]);
  });
  it("rates have four decimals, as the API prints them", () => {
    expect(buildMetrics("MLA", { sales: 3, claims: [1, 0], delayed: [0, 0], cancellations: [0, 0] }).claims.rate).toBe(0.3333);
  });
});
