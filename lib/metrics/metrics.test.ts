import { describe, expect, it } from "vitest";
import { bucketByDay, countByDay, knownTotal, totalOf } from "./bucket";
import { toCsv } from "./csv";
import { daysIn, isDate, localDate, percentChange, presetRange, previousRange, unitFor } from "./range";

const MLA = "America/Argentina/Buenos_Aires";

describe("bucketing in the site's time zone", () => {
  it("a visit at 01:00 UTC on MLA falls on the previous day", () => {
    expect(localDate("2026-03-02T01:00:00Z", MLA)).toBe("2026-03-01");
    const points = bucketByDay(
      [
        { at: "2026-03-02T01:00:00Z", value: 5 },
        { at: "2026-03-02T03:00:00Z", value: 7 },
      ],
      ["2026-03-01", "2026-03-02"],
      MLA,
    );
    expect(points).toEqual([
      { date: "2026-03-01", value: 5 },
      { date: "2026-03-02", value: 7 },
    ]);
  });

  it("orders are counted on their local day, and a day without orders is 0", () => {
    const counts = countByDay([{ at: "2026-03-02T02:59:00Z", count: 2 }], ["2026-03-01", "2026-03-02"], MLA);
    expect(counts).toEqual([
      { date: "2026-03-01", value: 2 },
      { date: "2026-03-02", value: 0 },
    ]);
  });
});

describe("a failed point is null, not 0", () => {
  it("a day with no value from upstream is null", () => {
    expect(bucketByDay([{ at: "2026-03-01T12:00:00Z", value: 3 }], ["2026-03-01", "2026-03-02"], MLA)[1]).toEqual({ date: "2026-03-02", value: null });
  });

  it("a day with one failed hour is null, not the sum of the others", () => {
    const points = bucketByDay(
      [
        { at: "2026-03-01T12:00:00Z", value: 3 },
        { at: "2026-03-01T13:00:00Z", value: null },
      ],
      ["2026-03-01"],
      MLA,
    );
    expect(points[0]!.value).toBeNull();
  });

  it("a total over a gap is null; the known part says how much is missing", () => {
    const points = [
      { date: "a", value: 4 },
      { date: "b", value: null },
      { date: "c", value: 0 },
    ];
    expect(totalOf(points)).toBeNull();
    expect(knownTotal(points)).toEqual({ total: 4, missing: 1 });
    expect(totalOf([{ date: "a", value: 0 }])).toBe(0);
  });
});

describe("previous-period arithmetic", () => {
  it("the previous period has the same length and ends the day before", () => {
    expect(previousRange({ from: "2026-03-01", to: "2026-03-07" })).toEqual({ from: "2026-02-22", to: "2026-02-28" });
    expect(previousRange({ from: "2026-03-01", to: "2026-03-31" })).toEqual({ from: "2026-01-29", to: "2026-02-28" });
    expect(previousRange({ from: "2024-03-01", to: "2024-03-01" })).toEqual({ from: "2024-02-29", to: "2024-02-29" });
  });

  it("% change is against the previous total, null when that is 0 or unknown", () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(null, 10)).toBeNull();
  });

  it("presets: 7, 30, 90 days end today; this month and last month follow the calendar", () => {
    expect(presetRange("7d", "2026-03-10")).toEqual({ from: "2026-03-04", to: "2026-03-10" });
    expect(daysIn(presetRange("90d", "2026-03-10"))).toBe(90);
    expect(presetRange("this_month", "2026-03-10")).toEqual({ from: "2026-03-01", to: "2026-03-10" });
    expect(presetRange("last_month", "2026-03-10")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(presetRange("last_month", "2026-01-05")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
  });

  it("hours only for ranges of 2 days or less; dates are validated", () => {
    expect(unitFor({ from: "2026-03-01", to: "2026-03-02" })).toBe("hour");
    expect(unitFor({ from: "2026-03-01", to: "2026-03-03" })).toBe("day");
    expect(isDate("2026-02-30")).toBe(false);
    expect(isDate("2026-02-28")).toBe(true);
  });
});

describe("CSV output", () => {
  it("plain numbers, ISO dates, empty cells for unknown values, quoted text, CRLF", () => {
    const csv = toCsv(["date", "visits", "title"], [
      ["2026-03-01", 1234.5, 'Mate "imperial", calabaza'],
      ["2026-03-02", null, "=HYPERLINK()"],
    ]);
    expect(csv).toBe('date,visits,title\r\n2026-03-01,1234.5,"Mate ""imperial"", calabaza"\r\n2026-03-02,,"\'=HYPERLINK()"\r\n');
  });
});
