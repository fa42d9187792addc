import { describe, expect, it } from "vitest";
import type { OpenDb } from "../db/client";
import { openPostgresPair } from "../testing/postgres-pair";
import { createFailureLimiter, pruneSignInFailures } from "./rate-limit";

// Two "instances": two clients on one PostgreSQL database, each with its own limiter.
let a: OpenDb;
let b: OpenDb;
openPostgresPair((pair) => ({ a, b } = pair));

describe("failed sign-in limiter", () => {
  it("refuses the sixth attempt inside a minute on every instance, then lets the key try again", async () => {
    const onA = createFailureLimiter(async () => a.db, { limit: 5, windowMs: 60_000 });
    const onB = createFailureLimiter(async () => b.db, { limit: 5, windowMs: 60_000 });
    for (let i = 0; i < 5; i++) {
      const limiter = i % 2 ? onB : onA; // failures spread over both instances add up
      expect(await limiter.retryAfterMs("ana@x.com", 1_000 + i)).toBe(0);
      await limiter.recordFailure("ana@x.com", 1_000 + i);
    }
    expect(await onA.retryAfterMs("ana@x.com", 2_000)).toBe(59_000);
    expect(await onB.retryAfterMs("ana@x.com", 2_000)).toBe(59_000);
    expect(await onB.retryAfterMs("bo@x.com", 2_000)).toBe(0);
    expect(await onA.retryAfterMs("ana@x.com", 61_000)).toBe(0);
  });

  it("forgets a key's failures after a success, everywhere", async () => {
    const onA = createFailureLimiter(async () => a.db, { limit: 2, windowMs: 60_000 });
    const onB = createFailureLimiter(async () => b.db, { limit: 2, windowMs: 60_000 });
    await onA.recordFailure("k", 0);
    await onB.recordFailure("k", 1);
    expect(await onA.retryAfterMs("k", 2)).toBeGreaterThan(0);
    await onB.reset("k");
    expect(await onA.retryAfterMs("k", 2)).toBe(0);
  });

  it("prunes failures past any window", async () => {
    const limiter = createFailureLimiter(async () => a.db, { limit: 2, windowMs: 60_000 });
    await limiter.recordFailure("old@x.com", 0);
    expect(await pruneSignInFailures(a.db, 60_000, 10 * 60_000)).toBeGreaterThanOrEqual(1);
    expect(await a.db.signInFailure.count({ where: { key: "old@x.com" } })).toBe(0);
  });
});
