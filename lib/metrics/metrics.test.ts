import { describe, expect, it } from "vitest";
import {
  bucketByDay,
  comparableTotals,
  countByDay,
  firstProvisional,
  knownTotal,
  pointsThrough,
  splitProvisional,
  totalOf,
} from "./bucket";
import { toCsv } from "./csv";
import { localDate } from "../site-clock";
import { hourLabelsOf, isDate, percentChange, previousRange, unitFor } from "./range";
import { rangeLength } from "../date-range";
import { parseChoice } from "../schemas/metrics-range-choice";
import { choiceOf, DEFAULT_CHOICE, rangeOf } from "./saved-range";
import { listingMarkers } from "./markers";
import { currentBucket, lastFinalBucket, metricsScope } from "./scope";
import { compareToday, sameHoursSoFar } from "./visits-today";

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
    expect(bucketByDay([{ at: "2026-03-01T12:00:00Z", value: 3 }], ["2026-03-01", "2026-03-02"], MLA)[1]).toEqual({
      date: "2026-03-02",
      value: null,
    });
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

  it("the change compares only final buckets, on both sides: a partial today or provisional visits are not a fall", () => {
    const days = ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04"];
    const points = days.map((date, i) => ({ date, value: [10, 10, 4, null][i]! }));
    const previous = ["2026-02-25", "2026-02-26", "2026-02-27", "2026-02-28"].map((date) => ({ date, value: 10 }));
    expect(comparableTotals(points, previous, "2026-03-02")).toEqual({ current: 20, previous: 20, cut: true, through: "2026-03-02" });
    expect(comparableTotals(points, previous, "2026-03-09")).toMatchObject({ current: null, cut: false });
    // A gap among the final buckets leaves nothing to compare; nothing final yet, likewise.
    expect(comparableTotals([{ date: "2026-03-01", value: null }, ...points.slice(1)], previous, "2026-03-02").current).toBeNull();
    expect(comparableTotals(points, previous, "2026-02-28")).toEqual({ current: null, previous: null, cut: true, through: null });
    // Hour labels compare the same way.
    const hours = [
      { date: "2026-03-01T22", value: 3 },
      { date: "2026-03-01T23", value: 1 },
    ];
    expect(comparableTotals(hours, hours, "2026-03-01T22")).toMatchObject({ current: 3, previous: 3, through: "2026-03-01T22" });
  });

  it("a series turns provisional at its first bucket after the last final one: days and hours alike, none when all are final", () => {
    const days = ["2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09"];
    // 23:30 on 9 March in Buenos Aires: visits are final through the 6th, so the 7th, the 8th and today are dashed.
    const late = metricsScope(
      { db: null as never, marketplace: null as never, sellerId: 1, workspaceId: "w", siteId: "MLA" },
      Date.parse("2026-03-10T02:30:00Z"),
    );
    expect(firstProvisional(days, lastFinalBucket(late, "day", true))).toBe(2);
    expect(firstProvisional(days, lastFinalBucket(late, "day", false))).toBe(4); // only today, for contacts
    expect(firstProvisional(days, "2026-03-09")).toBe(-1); // a settled range: no dashes
    expect(firstProvisional(days, "2026-03-01")).toBe(0); // nothing final yet: dashed from the start
    expect(firstProvisional(["2026-03-09T21", "2026-03-09T22", "2026-03-09T23"], "2026-03-09T22")).toBe(2);
  });

  it("a chart's provisional stretch starts at the last final point and is shaded to the end; none when all are final", () => {
    const days = ["2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09"];
    const values = [1, 2, null, 4, 5];
    const week = splitProvisional(days, "2026-03-07");
    expect(week.band).toEqual({ x1: "2026-03-07", x2: "2026-03-09" });
    expect(week.final(values)).toEqual([1, 2, null, null, null]);
    expect(week.provisional(values)).toEqual([null, null, null, 4, 5]); // a gap stays a gap on either line
    // Only today: a band over the last final day and today, so it is visible.
    expect(splitProvisional(days, "2026-03-08").band).toEqual({ x1: "2026-03-08", x2: "2026-03-09" });
    // Nothing final yet: the whole line is provisional, with no final line at all.
    const none = splitProvisional(days, "2026-03-01");
    expect([none.band, none.final(values).every((v) => v === null), none.provisional(values)]).toEqual([
      { x1: "2026-03-05", x2: "2026-03-09" },
      true,
      values,
    ]);
    const settled = splitProvisional(days, "2026-03-09");
    expect([settled.band, settled.final(values), settled.provisional(values).every((v) => v === null)]).toEqual([null, values, true]);
    expect(splitProvisional([], "2026-03-09").band).toBeNull();
  });

  it("the last final bucket: yesterday or the last whole hour; for visits, what ended 48 h ago", () => {
    const deps = { db: null as never, marketplace: null as never, sellerId: 1, workspaceId: "w", siteId: "MLA" };
    const late = metricsScope(deps, Date.parse("2026-03-10T02:30:00Z")); // 23:30 on 9 March in Buenos Aires
    expect(late.today).toBe("2026-03-09");
    expect(late.provisionalFrom).toBe("2026-03-07"); // the chart's provisional days start where final ones end
    expect(lastFinalBucket(late, "day", false)).toBe("2026-03-08");
    expect(lastFinalBucket(late, "hour", false)).toBe("2026-03-09T22");
    // 7 March ends at midnight of the 8th: its last visits are still arriving for another 30 minutes.
    expect(lastFinalBucket(late, "day", true)).toBe("2026-03-06");
    expect(lastFinalBucket(late, "hour", true)).toBe("2026-03-07T22");
    const midnight = metricsScope(deps, Date.parse("2026-03-10T03:10:00Z")); // 00:10 on 10 March
    expect(lastFinalBucket(midnight, "hour", false)).toBe("2026-03-09T23");
  });

  it("a series ends with the bucket under way: today's hours still to come are not drawn as zeros", () => {
    const deps = { db: null as never, marketplace: null as never, sellerId: 1, workspaceId: "w", siteId: "MLA" };
    const afternoon = metricsScope(deps, Date.parse("2026-03-09T17:20:00Z")); // 14:20 on 9 March in Buenos Aires
    expect(currentBucket(afternoon, "day")).toBe("2026-03-09");
    expect(currentBucket(afternoon, "hour")).toBe("2026-03-09T14");
    // The last two days by hour, as the marketplace gives them: the hours after 14:00 count 0.
    const hours = hourLabelsOf({ from: "2026-03-08", to: "2026-03-09" }).map((date) => ({ date, value: date > "2026-03-09T14" ? 0 : 5 }));
    const drawn = pointsThrough(hours, currentBucket(afternoon, "hour"));
    expect(drawn).toHaveLength(24 + 15);
    expect(drawn.at(-1)).toEqual({ date: "2026-03-09T14", value: 5 });
    // Days: a range ends today at the latest, so nothing is cut.
    const days = [
      { date: "2026-03-08", value: 1 },
      { date: "2026-03-09", value: 2 },
    ];
    expect(pointsThrough(days, currentBucket(afternoon, "day"))).toEqual(days);
    const midnight = metricsScope(deps, Date.parse("2026-03-10T03:10:00Z")); // 00:10 on 10 March
    expect(currentBucket(midnight, "hour")).toBe("2026-03-10T00");
  });

  it("a remembered preset moves with the days; a custom range stays; a bad stored value reads as the default", () => {
    expect(choiceOf({ from: "2026-03-04", to: "2026-03-10" }, "2026-03-10")).toEqual({ preset: "last7" });
    expect(rangeOf({ preset: "last7" }, "2026-04-01")).toEqual({ from: "2026-03-26", to: "2026-04-01" });
    expect(rangeLength(rangeOf({ preset: "last90" }, "2026-03-10"))).toBe(90);
    const custom = { from: "2026-02-03", to: "2026-03-01" };
    expect(choiceOf(custom, "2026-03-10")).toEqual({ custom });
    expect(rangeOf({ custom }, "2026-06-01")).toEqual(custom);
    expect(parseChoice({ preset: "7d" })).toEqual(DEFAULT_CHOICE);
    expect(parseChoice({ custom: { from: "2025-01-01", to: "2026-01-01" } })).toEqual(DEFAULT_CHOICE); // over 150 days
    expect(parseChoice(null)).toEqual(DEFAULT_CHOICE);
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
    const csv = toCsv(
      ["date", "visits", "title"],
      [
        ["2026-03-01", 1234.5, 'Mate "imperial", calabaza'],
        ["2026-03-02", null, "=HYPERLINK()"],
        ["2026-03-03", 1 / 3, "-2+3"],
        ["2026-03-04", -12.5, "-12.5"],
      ],
    );
    expect(csv).toBe(
      'date,visits,title\r\n2026-03-01,1234.5,"Mate ""imperial"", calabaza"\r\n2026-03-02,,\'=HYPERLINK()\r\n' +
        "2026-03-03,0.3333,'-2+3\r\n2026-03-04,-12.5,-12.5\r\n",
    );
  });
});

describe("listing markers", () => {
  const range = { from: "2026-03-01", to: "2026-03-10" };
  it("answers by local day, free shipping from the audit log, a price change from the orders' unit price", () => {
    const markers = listingMarkers({
      range,
      timeZone: MLA,
      answeredAt: [new Date("2026-03-03T02:00:00Z"), new Date("2026-03-03T15:00:00Z")], // 2 March 23:00 and 3 March 12:00 local
      audit: [
        { action: "free_shipping.on", createdAt: new Date("2026-03-05T12:00:00Z") },
        { action: "message.send", createdAt: new Date("2026-03-05T12:00:00Z") },
        { action: "free_shipping.off", createdAt: new Date("2026-02-20T12:00:00Z") }, // before the range
      ],
      sales: [
        { orderId: "1", itemId: "MLA1", quantity: 1, at: "2026-02-25T12:00:00Z", unitPrice: 100 },
        { orderId: "3", itemId: "MLA1", quantity: 1, at: "2026-03-08T12:00:00Z", unitPrice: 120 },
        { orderId: "2", itemId: "MLA1", quantity: 2, at: "2026-03-02T12:00:00Z", unitPrice: 100 },
      ],
    });
    expect(markers).toEqual([
      { date: "2026-03-02", kind: "question_answered", count: 1 },
      { date: "2026-03-03", kind: "question_answered", count: 1 },
      { date: "2026-03-05", kind: "free_shipping_on", count: 1 },
      { date: "2026-03-08", kind: "price_changed", count: 1, from: 100, to: 120 },
    ]);
  });
});

describe("visits today against the same hours last week", () => {
  const hours = (day: string, values: Array<number | null>) =>
    values.map((value, h) => ({ date: `${day}T${String(h).padStart(2, "0")}`, value }));
  it("counts only the finished hours, on both days", () => {
    const points = [...hours("2026-03-03", Array(24).fill(10)), ...hours("2026-03-10", [1, 2, 3, 4, 99])];
    expect(sameHoursSoFar(points, "2026-03-10", 4)).toEqual({ todayVisits: 10, lastWeekVisits: 40, lastWeekDate: "2026-03-03", hours: 4 });
  });
  it("an unknown hour makes that side unknown, not smaller", () => {
    const points = [...hours("2026-03-03", [5, null, 5]), ...hours("2026-03-10", [1, 1, 1])];
    expect(sameHoursSoFar(points, "2026-03-10", 3)).toMatchObject({ todayVisits: 3, lastWeekVisits: null });
  });
  it("today is partial (its hours are still being reported): no % change against last week's final hours", () => {
    // As the sandbox reports it mid-afternoon: today's hours a quarter in, last week's complete.
    const points = [...hours("2026-03-03", Array(24).fill(40)), ...hours("2026-03-10", Array(15).fill(10))];
    const c = compareToday(sameHoursSoFar(points, "2026-03-10", 15));
    expect(c).toEqual({ kind: "partial", todayVisits: 150, lastWeekVisits: 600, lastWeekDate: "2026-03-03", hours: 15 });
    expect(c).not.toHaveProperty("change");
    expect(compareToday({ todayVisits: 0, lastWeekVisits: 0, lastWeekDate: "2026-03-03", hours: 0 })).toEqual({ kind: "tooEarly" });
    expect(compareToday({ todayVisits: null, lastWeekVisits: 5, lastWeekDate: "2026-03-03", hours: 2 })).toEqual({ kind: "unknown" });
  });
});
