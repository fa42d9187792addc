import { describe, expect, it } from "vitest";
import { countdown, countdownKey, countdownView, parseCountdownKey, questionBand } from "./response-bands";

const BA = "America/Argentina/Buenos_Aires"; // UTC-3, no summer time
const SP = "America/Sao_Paulo"; // UTC-3 today; had summer time until 2019
const SCL = "America/Santiago"; // summer time (UTC-3 in January, UTC-4 in July)

describe("questionBand", () => {
  it("places weekday questions by the site's clock: 09–18 working hours, 18–24 extra hours", () => {
    // Wednesday 2026-03-11
    expect(questionBand("2026-03-11T12:00:00Z", BA)).toBe("weekdaysWorkingHours"); // 09:00 local
    expect(questionBand("2026-03-11T11:59:59Z", BA)).toBe("totalOnly"); // 08:59:59 local
    expect(questionBand("2026-03-11T20:59:59Z", BA)).toBe("weekdaysWorkingHours"); // 17:59:59
    expect(questionBand("2026-03-11T21:00:00Z", BA)).toBe("weekdaysExtraHours"); // 18:00
    expect(questionBand("2026-03-12T02:59:59Z", BA)).toBe("weekdaysExtraHours"); // 23:59:59 Wednesday
  });

  it("counts weekday 00:00–09:00 in the total only, from midnight (24:00) on; the weekend has no such hours", () => {
    expect(questionBand("2026-03-12T03:00:00Z", BA)).toBe("totalOnly"); // Thursday 00:00 local
    expect(questionBand("2026-03-12T08:30:00Z", BA)).toBe("totalOnly"); // 05:30
    expect(questionBand("2026-03-16T03:00:00Z", BA)).toBe("totalOnly"); // Monday 00:00, just after the weekend
    // Saturday 03:00 local: the weekend band is the whole day (the spec gives it no hours)
    expect(questionBand("2026-03-14T06:00:00Z", BA)).toBe("weekend");
    expect(questionBand("2026-03-14T03:00:00Z", BA)).toBe("weekend"); // Saturday 00:00
  });

  it("uses the site's weekday, not UTC's: Friday 22:00 in Buenos Aires is Saturday in UTC", () => {
    expect(questionBand("2026-03-14T01:00:00Z", BA)).toBe("weekdaysExtraHours"); // Friday 22:00 local
    expect(questionBand("2026-03-14T12:00:00Z", BA)).toBe("weekend"); // Saturday 09:00
    expect(questionBand("2026-03-16T02:59:00Z", BA)).toBe("weekend"); // Sunday 23:59
    expect(questionBand("2026-03-16T12:00:00Z", BA)).toBe("weekdaysWorkingHours"); // Monday 09:00
  });

  it("follows summer time where a site has it (no fixed offset is assumed)", () => {
    // Santiago: 12:30 UTC is 09:30 in January (UTC-3) but 08:30 in July (UTC-4).
    expect(questionBand("2026-01-14T12:30:00Z", SCL)).toBe("weekdaysWorkingHours");
    expect(questionBand("2026-07-15T12:30:00Z", SCL)).toBe("totalOnly");
    // São Paulo in January 2019 was UTC-2: 20:30 UTC was 18:30 local, extra hours.
    expect(questionBand("2019-01-16T20:30:00Z", SP)).toBe("weekdaysExtraHours");
    expect(questionBand("2026-01-14T20:30:00Z", SP)).toBe("weekdaysWorkingHours"); // 17:30 at UTC-3
  });
});

describe("countdown", () => {
  const created = Date.parse("2026-03-11T12:00:00Z");
  it("counts to created + 60 min, soon within the last 15 minutes, over from the mark", () => {
    expect(countdown(created, created + 30 * 60_000)).toEqual({ leftMs: 30 * 60_000, isOver: false, isSoon: false });
    expect(countdown(created, created + 45 * 60_000).isSoon).toBe(true);
    expect(countdown(created, created + 45 * 60_000 - 1).isSoon).toBe(false);
    expect(countdown(created, created + 60 * 60_000)).toEqual({ leftMs: 0, isOver: true, isSoon: false });
  });

  it("shows minutes rounded up, seconds in the last five minutes, then how far over", () => {
    const at = (ms: number) => countdownView(created, created + ms);
    expect(at(0)).toEqual({ kind: "leftMinutes", value: 60 });
    expect(at(30 * 60_000 + 1)).toEqual({ kind: "leftMinutes", value: 30 });
    expect(at(54 * 60_000 + 59_999)).toEqual({ kind: "leftMinutes", value: 6 });
    expect(at(55 * 60_000)).toEqual({ kind: "leftSeconds", value: 300 });
    expect(at(60 * 60_000 - 1)).toEqual({ kind: "leftSeconds", value: 1 });
    expect(at(60 * 60_000)).toEqual({ kind: "overMinutes", value: 0 });
    expect(at(72 * 60_000)).toEqual({ kind: "overMinutes", value: 12 });
    expect(at(120 * 60_000)).toEqual({ kind: "overHours", value: 1 });
    expect(at(49 * 3_600_000 + 60_000)).toEqual({ kind: "overDays", value: 2 });
  });

  it("changes its key only when the words change (one re-render a minute above five minutes left)", () => {
    const keys = new Set<string>();
    for (let s = 0; s < 120; s++) keys.add(countdownKey(countdownView(created, created + 10 * 60_000 + s * 1000)));
    expect(keys.size).toBe(2); // over two minutes of ticks: "50 min left", then "49 min left"
    const view = countdownView(created, created + 58 * 60_000);
    expect(parseCountdownKey(countdownKey(view))).toEqual(view);
  });
});
