import { describe, expect, it } from "vitest";
import { createFailureLimiter } from "./rate-limit";

describe("failed sign-in limiter", () => {
  it("refuses the sixth attempt inside a minute, then lets the key try again", () => {
    const limiter = createFailureLimiter({ limit: 5, windowMs: 60_000 });
    for (let i = 0; i < 5; i++) {
      expect(limiter.retryAfterMs("ana@x.com", 1_000 + i)).toBe(0);
      limiter.recordFailure("ana@x.com", 1_000 + i);
    }
    expect(limiter.retryAfterMs("ana@x.com", 2_000)).toBe(59_000);
    expect(limiter.retryAfterMs("bo@x.com", 2_000)).toBe(0);
    expect(limiter.retryAfterMs("ana@x.com", 61_000)).toBe(0);
  });

  it("forgets a key's failures after a success", () => {
    const limiter = createFailureLimiter({ limit: 2, windowMs: 60_000 });
    limiter.recordFailure("k", 0);
    limiter.recordFailure("k", 1);
    expect(limiter.retryAfterMs("k", 2)).toBeGreaterThan(0);
    limiter.reset("k");
    expect(limiter.retryAfterMs("k", 2)).toBe(0);
  });
});
