import { afterAll, describe, expect, it, vi } from "vitest";
import { createSandbox, type Sandbox } from "../app.ts";
import { SELLER } from "../testing.ts";
import type { Question } from "./state.ts";

const DAY = 86_400_000;
/** Clocks on different weekdays and seasons: the history must hold whatever day the sandbox starts. */
const CLOCKS = ["2026-03-18T15:30:00Z", "2026-11-23T07:00:00Z", "2027-06-05T23:45:00Z"];

/** A sandbox seeded at a frozen instant, so its dates are exactly repeatable. */
function seededAt(iso: string): { sandbox: Sandbox; now: number } {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
  const sandbox = createSandbox();
  sandbox.stop();
  return { sandbox, now: Date.parse(iso) };
}
afterAll(() => vi.useRealTimers());

const questions = (sandbox: Sandbox, sellerId: number): Question[] => sandbox.ctx.state.questions.bySeller.get(sellerId) ?? [];
const count = (qs: Question[], now: number, fromDaysAgo: number, toDaysAgo: number) =>
  qs.filter((q) => q.date_created >= now - fromDaysAgo * DAY && q.date_created < now - toDaysAgo * DAY).length;

/**
 * The metrics page compares a range with the equal period before it, counting the questions stored here:
 * the seeded history must make that comparison plausible for every preset (no "+5,000 %" because the
 * seed stopped 30 days back), and the inbox's open work must stay recent.
 */
describe.each(CLOCKS)("questions seed history at %s", (iso) => {
  const { sandbox, now } = seededAt(iso);

  it.each([7, 30, 90, 150])("every seller's last %i days hold a plausible share of the equal period before", (days) => {
    for (const id of Object.values(SELLER)) {
      const qs = questions(sandbox, id);
      const current = count(qs, now, days, 0);
      const previous = count(qs, now, 2 * days, days);
      // A week of a small seller is a few dozen questions: noise needs a wider band there.
      const [low, high] = days === 7 ? [0.33, 3] : [0.5, 2];
      const label = `seller ${id}, last ${days} days: ${current} vs ${previous} before`;
      expect(previous, label).toBeGreaterThan(0);
      expect(current / previous, label).toBeGreaterThanOrEqual(low);
      expect(current / previous, label).toBeLessThanOrEqual(high);
    }
  });

  it("no cliff: every seller's 30 days before the last 30 are within 0.5–2× of the 30 before those", () => {
    for (const id of Object.values(SELLER)) {
      const qs = questions(sandbox, id);
      const ratio = count(qs, now, 60, 30) / count(qs, now, 90, 60);
      expect(ratio, `seller ${id}`).toBeGreaterThanOrEqual(0.5);
      expect(ratio, `seller ${id}`).toBeLessThanOrEqual(2);
    }
  });

  it("has a weekly rhythm: across sellers, midweek days get more questions than weekend days", () => {
    const byWeekday = new Array<number>(7).fill(0);
    // Seeded sites are 3–6 h behind UTC: shifting by 4 h puts nearly every question on its local weekday.
    for (const id of Object.values(SELLER))
      for (const q of questions(sandbox, id)) byWeekday[new Date(q.date_created - 4 * 3_600_000).getUTCDay()]!++;
    const weekend = (byWeekday[0]! + byWeekday[6]!) / 2;
    const midweek = (byWeekday[1]! + byWeekday[2]! + byWeekday[3]!) / 3;
    expect(midweek / weekend, byWeekday.join(" ")).toBeGreaterThan(1.4);
  });

  it("questions older than 30 days are settled: none unanswered or under review, most answered", () => {
    for (const id of Object.values(SELLER)) {
      const old = questions(sandbox, id).filter((q) => q.date_created < now - 31 * DAY);
      expect(old.length).toBeGreaterThan(0);
      expect(old.filter((q) => q.status === "UNANSWERED" || q.status === "UNDER_REVIEW")).toEqual([]);
      expect(old.filter((q) => q.status === "ANSWERED").length / old.length).toBeGreaterThan(0.8);
    }
  });
});

describe("questions seed history", () => {
  it("items differ: the busier items get several times the questions of the quiet ones", () => {
    const { sandbox } = seededAt(CLOCKS[0]!);
    const perItem = [...sandbox.ctx.state.questions.byItem.values()].map((qs) => qs.length).sort((a, b) => a - b);
    const at = (p: number) => perItem[Math.floor(p * (perItem.length - 1))]!;
    expect(at(0.9)).toBeGreaterThanOrEqual(2 * at(0.25));
  });

  it("is the same, dates included, when seeded twice at the same instant", () => {
    const snapshot = (sandbox: Sandbox) =>
      [...sandbox.ctx.state.questions.byId.values()].map(
        (q) => `${q.id}|${q.item_id}|${q.from_id}|${q.date_created}|${q.status}|${q.answer?.date_created}|${q.text}`,
      );
    expect(snapshot(seededAt(CLOCKS[1]!).sandbox)).toEqual(snapshot(seededAt(CLOCKS[1]!).sandbox));
  });
});
