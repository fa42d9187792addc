import { describe, expect, it } from "vitest";
import type { SellerReputation } from "../marketplace/reputation";
import { buildHealth } from "./build-health";

const rep = (over: Partial<SellerReputation> = {}): SellerReputation => ({
  sellerId: 1,
  siteId: "MLB",
  levelId: "4_light_green",
  realLevelId: null,
  protectionEndsAt: null,
  powerSellerStatus: "gold",
  windowDays: 60,
  sales: 480,
  claims: { value: 14, rate: 0.0292, realValue: 17 },
  delayedHandling: { value: 40, rate: 0.0833, realValue: 42 },
  cancellations: { value: 5, rate: 0.0104, realValue: 5 },
  ...over,
});
const dispatch = { dueToday: 2, late: 1 };

describe("the health card's figures", () => {
  it("under a protection, measures the distance from the real colour and keeps the shown one", () => {
    const h = buildHealth(rep({ realLevelId: "3_yellow", protectionEndsAt: "2026-12-25T00:00:00.000-03:00" }), dispatch, new Date(0));
    expect(h).toMatchObject({ levelId: "4_light_green", realLevelId: "3_yellow", protectionEndsAt: "2026-12-25T00:00:00.000-03:00" });
    // Real yellow on MLB: 14 claims in 480 sales is past green's 2 %; 700 sales bring it back (ceil(14 / 0.02)).
    expect(h.distance).toMatchObject({
      kind: "coloured",
      colour: "yellow",
      toBetter: { colour: "green", sales: 220, binding: ["claims"] },
    });
    expect(h.dispatch).toEqual(dispatch);
  });

  it("without a protection the same counts are measured from the shown colour (and disagree with its band)", () => {
    const h = buildHealth(rep(), dispatch, new Date(0));
    expect(h.distance).toMatchObject({ kind: "coloured", colour: "green", pastBand: ["claims"] });
  });

  it("gives each rate its site's bands as shares, its colour and what was excluded", () => {
    const h = buildHealth(rep(), dispatch, new Date(0));
    expect(h.rates.find((r) => r.rate === "claims")).toEqual({
      rate: "claims",
      value: 14,
      ratio: 0.0292,
      excluded: 3,
      bands: { green: 0.02, yellow: 0.045, orange: 0.08 },
      counts: true,
      colour: "yellow",
    });
  });

  it("claims before the third do not count; under 10 sales there is no reputation", () => {
    const small = buildHealth(rep({ levelId: null, sales: 7, claims: { value: 2, rate: 0.28, realValue: 2 } }), dispatch, new Date(0));
    expect(small.distance).toEqual({ kind: "no_reputation", salesToReputation: 3 });
    expect(small.rates.find((r) => r.rate === "claims")).toMatchObject({ counts: false, colour: null });
    const two = buildHealth(rep({ claims: { value: 2, rate: 0.0042, realValue: 2 } }), dispatch, new Date(0));
    expect(two.rates.find((r) => r.rate === "claims")).toMatchObject({ counts: false, colour: "green" });
  });

  it("says when the bands are an estimate", () => {
    expect(buildHealth(rep({ siteId: "MLU" }), dispatch, new Date(0)).bands).toMatchObject({ isEstimate: true, publishedFor: "MLA" });
    expect(buildHealth(rep(), dispatch, new Date(0)).bands.isEstimate).toBe(false);
  });
});
