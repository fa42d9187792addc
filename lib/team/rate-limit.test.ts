import { describe, expect, it } from "vitest";
import type { OpenDb } from "../db/client";
import { openPostgresPair } from "../testing/postgres-pair";
import { createAttemptLimiter, pruneAttemptWindows } from "./rate-limit";

// Two "instances": two clients on one PostgreSQL database, each with its own limiter.
let a: OpenDb;
let b: OpenDb;
openPostgresPair((pair) => ({ a, b } = pair));

describe("sign-in attempt limiter", () => {
  it("lets exactly the limit through when 50 attempts race on two instances, and the window is not extended by refusals", async () => {
    const onA = createAttemptLimiter(async () => a.db, { limit: 5, windowMs: 60_000 });
    const onB = createAttemptLimiter(async () => b.db, { limit: 5, windowMs: 60_000 });
    const waits = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? onB : onA).take("race@x.com", 1_000)));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    expect(waits.filter((w) => w > 0).every((w) => w === 60_000)).toBe(true);
    // Refused attempts later in the window do not push its end back.
    expect(await onA.take("race@x.com", 30_000)).toBe(31_000);
    expect(await onB.take("other@x.com", 30_000)).toBe(0);
    // The window over: a fresh count.
    expect(await onB.take("race@x.com", 61_000)).toBe(0);
  });

  it("forgets a key's attempts after a success, everywhere", async () => {
    const onA = createAttemptLimiter(async () => a.db, { limit: 2, windowMs: 60_000 });
    const onB = createAttemptLimiter(async () => b.db, { limit: 2, windowMs: 60_000 });
    await onA.take("k", 0);
    await onB.take("k", 1);
    expect(await onA.take("k", 2)).toBeGreaterThan(0);
    await onB.reset("k");
    expect(await onA.take("k", 3)).toBe(0);
  });

  it("prunes windows long over", async () => {
    const limiter = createAttemptLimiter(async () => a.db, { limit: 2, windowMs: 60_000 });
    await limiter.take("old@x.com", 0);
    expect(await pruneAttemptWindows(a.db, 60_000, 10 * 60_000)).toBeGreaterThanOrEqual(1);
    expect(await a.db.attemptWindow.count({ where: { key: "old@x.com" } })).toBe(0);
  });
});
