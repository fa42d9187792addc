import { describe, expect, it } from "vitest";
import type { OpenDb } from "../db/client";
import { openPostgresPair } from "../testing/postgres-pair";
import { claimScheduledRun, runExclusive, scheduleOnce } from "./exclusive";

// Two "instances": two connection pools on one PostgreSQL database.
let a: OpenDb;
let b: OpenDb;
openPostgresPair((pair) => ({ a, b } = pair));

describe("work that runs once across instances", () => {
  it("a schedule's period is claimed by exactly one of many concurrent askers", async () => {
    const DAY = 86_400_000;
    const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => claimScheduledRun(i % 2 ? a.db : b.db, "daily-report", DAY)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimScheduledRun(a.db, "daily-report", DAY)).toBe(false);
    // Another schedule is independent.
    expect(await claimScheduledRun(b.db, "other-report", DAY)).toBe(true);
  });

  it("a sweep scheduled on both instances runs once per period", { timeout: 120_000 }, async () => {
    let runs = 0;
    let ticks = 0;
    // An hour's period, started at least a minute before its end: every tick below falls in one period
    // however slowly a busy machine gets through them (a second run would mean a new period, not a bug).
    const period = 3_600_000;
    await expect.poll(() => Date.now() % period < period - 60_000, { timeout: 61_000, interval: 1_000 }).toBe(true);
    const counted = (db: OpenDb) => async () => {
      ticks++;
      return db.db;
    };
    const sweep = async () => {
      runs++;
    };
    // Both instances tick every 20 ms: dozens of chances each to run the sweep twice.
    const stopA = scheduleOnce(counted(a), "sweep-test", period, sweep, 20);
    const stopB = scheduleOnce(counted(b), "sweep-test", period, sweep, 20);
    await expect.poll(() => ticks, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(40);
    stopA();
    stopB();
    expect(runs).toBe(1);
    expect((await a.db.scheduledJob.findUniqueOrThrow({ where: { name: "sweep-test" } })).runs).toBe(1);
  });

  it("runExclusive lets one holder in at a time and frees the lease when done", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = runExclusive(a.db, "bulk-run", 60_000, () => held.then(() => "first"));
    await expect
      .poll(async () => (await a.db.scheduledJob.findUnique({ where: { name: "bulk-run" } }))?.lockedBy ?? null, {
        timeout: 30_000,
        interval: 10,
      })
      .not.toBeNull();
    expect(await runExclusive(b.db, "bulk-run", 60_000, async () => "second")).toEqual({ ran: false });
    release();
    expect(await first).toEqual({ ran: true, result: "first" });
    expect(await runExclusive(b.db, "bulk-run", 60_000, async () => "second")).toEqual({ ran: true, result: "second" });
  });

  it("a lease left by a dead holder expires", async () => {
    // A holder that never finishes stands for one killed mid-run (SIGKILL): it never releases.
    void runExclusive(a.db, "crashy", 200, () => new Promise<never>(() => {}));
    await expect
      .poll(async () => (await a.db.scheduledJob.findUnique({ where: { name: "crashy" } }))?.lockedBy ?? null, {
        timeout: 30_000,
        interval: 10,
      })
      .not.toBeNull();
    await expect
      .poll(async () => (await runExclusive(b.db, "crashy", 60_000, async () => "took over")).ran, { timeout: 30_000, interval: 50 })
      .toBe(true);
  });
});
