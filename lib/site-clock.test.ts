import { describe, expect, it } from "vitest";
import { clockTime, localDate, localHour, minuteOfDay } from "./site-clock";

describe("clockTime", () => {
  it("reads the wall clock of the zone, not of the machine: the day can differ from UTC's", () => {
    // 01:15 UTC on a Monday is still Sunday evening in Buenos Aires (UTC−3).
    expect(clockTime("2026-03-02T01:15:00Z", "America/Argentina/Buenos_Aires")).toEqual({
      date: "2026-03-01",
      hour: 22,
      minute: 15,
      weekday: 0,
    });
    expect(clockTime(Date.UTC(2026, 2, 2, 1, 15), "UTC")).toEqual({ date: "2026-03-02", hour: 1, minute: 15, weekday: 1 });
  });

  it("follows a summer-time change (Santiago leaves summer time on 5 April 2026 at 00:00)", () => {
    // The same local 23:30 twice, an hour apart, then the clock goes on from 00:30.
    expect(clockTime("2026-04-05T02:30:00Z", "America/Santiago")).toMatchObject({ date: "2026-04-04", hour: 23, minute: 30 });
    expect(clockTime("2026-04-05T03:30:00Z", "America/Santiago")).toMatchObject({ date: "2026-04-04", hour: 23, minute: 30 });
    expect(clockTime("2026-04-05T04:30:00Z", "America/Santiago")).toMatchObject({ date: "2026-04-05", hour: 0, minute: 30 });
    // And enters it on 6 September: 00:00–00:59 local does not exist.
    expect(clockTime("2026-09-06T04:30:00Z", "America/Santiago")).toMatchObject({ date: "2026-09-06", hour: 1, minute: 30 });
  });

  it("writes midnight as hour 0", () => {
    expect(clockTime("2026-03-02T03:00:00Z", "America/Sao_Paulo")).toMatchObject({ date: "2026-03-02", hour: 0, minute: 0 });
  });

  it("reads an unknown zone as UTC instead of throwing", () => {
    expect(clockTime("2026-03-02T10:05:00Z", "Mars/Olympus_Mons")).toEqual({ date: "2026-03-02", hour: 10, minute: 5, weekday: 1 });
  });

  it("takes a Date, epoch milliseconds or an ISO string alike", () => {
    const at = "2026-07-15T18:40:00Z";
    for (const value of [at, Date.parse(at), new Date(at)]) {
      expect(localDate(value, "America/Mexico_City")).toBe("2026-07-15");
      expect(localHour(value, "America/Mexico_City")).toBe(12);
      expect(minuteOfDay(value, "America/Mexico_City")).toBe(12 * 60 + 40);
    }
  });
});
