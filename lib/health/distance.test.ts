import { describe, expect, it } from "vitest";
import { bandsFor, colourOfLevel, SITE_BANDS } from "./bands";
import { cleanSalesToReach, colourOfCounts, distanceToNextColour, moreToDrop, type WindowCounts } from "./distance";

const w = (sales: number, claims = 0, delayedHandling = 0, cancellations = 0): WindowCounts => ({
  sales,
  claims,
  delayedHandling,
  cancellations,
});
const coloured = (d: ReturnType<typeof distanceToNextColour>) => {
  if (d.kind !== "coloured") throw new Error(`expected a colour, got ${d.kind}`);
  return d;
};

describe("bands table", () => {
  it("has every site, with its source, and says which are estimates", () => {
    expect(Object.keys(SITE_BANDS).sort()).toEqual(["MCO", "MLA", "MLB", "MLC", "MLM", "MLU"]);
    for (const site of Object.values(SITE_BANDS)) expect(site.source).toMatch(/help/);
    expect(bandsFor("MLU").isEstimate).toBe(true);
    expect(bandsFor("MLA").isEstimate).toBe(false);
    expect(bandsFor("XXX")).toMatchObject({ isEstimate: true, publishedFor: "MLA" });
  });
  it("holds the published figures (notes §12)", () => {
    expect(bandsFor("MLA").bands.claims).toEqual({ green: 150, yellow: 300, orange: 600 });
    expect(bandsFor("MLB").bands.delayedHandling).toEqual({ green: 1000, yellow: 1800, orange: 2200 });
    expect(bandsFor("MCO").bands.cancellations).toEqual({ green: 250, yellow: 700, orange: 900 });
  });
  it("reads light green as green and unknown levels as none", () => {
    expect(colourOfLevel("4_light_green")).toBe("green");
    expect(colourOfLevel("1_red")).toBe("red");
    expect(colourOfLevel(null)).toBeNull();
    expect(colourOfLevel("newbie")).toBeNull();
  });
});

describe("distance to the next colour", () => {
  it("MLA green: 2 more claims, 1 more late dispatch exactly on the band", () => {
    const d = coloured(distanceToNextColour("MLA", "green", w(200, 2, 20, 0)));
    // 20 / 200 = 10 %: exactly on green's delayed-handling maximum, still green; the next one drops it.
    expect(d.toWorse).toEqual({ colour: "yellow", counts: { claims: 2, delayedHandling: 1, cancellations: 3 } });
    expect(d.toBetter).toBeNull();
    expect(d.pastBand).toEqual([]);
  });
  it("MLA yellow: 11 sales without a claim to get back to green", () => {
    const d = coloured(distanceToNextColour("MLA", "yellow", w(189, 3)));
    expect(d.toBetter).toEqual({ colour: "green", sales: 11, binding: ["claims"] });
    // Yellow allows 3 % of 189 = 5.67 claims: 5 stay yellow, the 6th (3 more) drops to orange.
    expect(d.toWorse?.counts.claims).toBe(3);
  });
  it("exactly on a band keeps the colour: 3 claims in 200 sales is 1.5 % in MLA", () => {
    expect(colourOfCounts("MLA", w(200, 3))).toBe("green");
    expect(colourOfCounts("MLA", w(199, 3))).toBe("yellow");
    expect(moreToDrop("claims", 3, 200, 150)).toBe(1);
    expect(cleanSalesToReach(3, 200, 150)).toBe(0);
    expect(cleanSalesToReach(3, 199, 150)).toBe(1);
  });
  it("claims count from the third: two claims in 20 sales do not drop a colour, the third does", () => {
    expect(colourOfCounts("MLA", w(20, 2))).toBe("green");
    expect(colourOfCounts("MLA", w(20, 3))).toBe("red");
    const d = coloured(distanceToNextColour("MLA", "green", w(20, 2)));
    expect(d.toWorse?.counts.claims).toBe(1);
    // With no claim yet, the band would allow 4 in 300 sales, so 5 drop it; never fewer than 3.
    expect(moreToDrop("claims", 0, 300, 150)).toBe(5);
    expect(moreToDrop("claims", 0, 50, 150)).toBe(3);
  });
  it("under 10 sales there is no reputation, whatever the level says", () => {
    expect(distanceToNextColour("MLA", "green", w(7))).toEqual({ kind: "no_reputation", salesToReputation: 3 });
    expect(distanceToNextColour("MLB", null, w(40))).toEqual({ kind: "no_reputation", salesToReputation: 0 });
    expect(colourOfCounts("MLA", w(9))).toBeNull();
    expect(coloured(distanceToNextColour("MLA", "green", w(10))).colour).toBe("green");
  });
  it("MLB uses its own bands: 3 claims in 150 sales is exactly 2 %, green", () => {
    const d = coloured(distanceToNextColour("MLB", "green", w(150, 3, 0, 2)));
    expect(d.toWorse?.counts).toEqual({ claims: 1, delayedHandling: 16, cancellations: 1 });
    // Same counts in MLA are past green's claims band.
    expect(coloured(distanceToNextColour("MLA", "green", w(150, 3, 0, 2))).pastBand).toEqual(["claims", "cancellations"]);
  });
  it("MLC and MCO: orange back to yellow, bound by the slowest rate", () => {
    for (const site of ["MLC", "MCO"]) {
      const d = coloured(distanceToNextColour(site, "orange", w(100, 6, 20, 8)));
      // claims 6 / 5.5 % → 110 sales; late 20 / 18 % → 112; cancellations 8 / 7 % → 115.
      expect(d.toBetter).toEqual({ colour: "yellow", sales: 15, binding: ["claims", "delayedHandling", "cancellations"] });
      expect(d.toWorse?.colour).toBe("red");
      expect(d.toWorse?.counts).toEqual({ claims: 2, delayedHandling: 7, cancellations: 2 });
    }
  });
  it("MLM red has nowhere worse to go", () => {
    const d = coloured(distanceToNextColour("MLM", "red", w(100, 10, 30, 5)));
    expect(d.toWorse).toBeNull();
    // Back to orange: claims 10 / 6 % → 167; late 30 / 22 % → 137; cancellations 5 / 3 % → 167.
    expect(d.toBetter).toEqual({ colour: "orange", sales: 67, binding: ["claims", "delayedHandling", "cancellations"] });
  });
  it("MLU is measured with Argentina's bands", () => {
    expect(distanceToNextColour("MLU", "green", w(200, 2, 20, 0))).toEqual(distanceToNextColour("MLA", "green", w(200, 2, 20, 0)));
  });
});
