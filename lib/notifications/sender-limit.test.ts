import { describe, expect, it } from "vitest";
import { createSenderLimiter } from "./sender-limit";

describe("sender limiter", () => {
  it("refills at the documented rate and holds at most the burst", () => {
    let t = 0;
    const limiter = createSenderLimiter({ perSecond: 10, burst: 5, now: () => t });
    for (let i = 0; i < 5; i++) expect(limiter.take("10.0.0.1").ok).toBe(true);
    expect(limiter.take("10.0.0.1")).toEqual({ ok: false, retryAfterS: 1 });
    t += 300; // three tokens back
    expect([1, 2, 3, 4].map(() => limiter.take("10.0.0.1").ok)).toEqual([true, true, true, false]);
    t += 60_000; // a long quiet: still only the burst
    expect(Array.from({ length: 6 }, () => limiter.take("10.0.0.1").ok).filter(Boolean)).toHaveLength(5);
  });

  it("shares one bucket per IPv6 /64 and per dual-stack form", () => {
    const limiter = createSenderLimiter({ perSecond: 1, burst: 2, now: () => 0 });
    expect(limiter.take("2001:db8:1:2::1").ok).toBe(true);
    expect(limiter.take("2001:db8:1:2:ffff::9").ok).toBe(true);
    expect(limiter.take("2001:db8:1:2::abcd").ok).toBe(false);
    expect(limiter.take("2001:db8:1:3::1").ok).toBe(true);
    expect(limiter.take("::ffff:10.0.0.9").ok).toBe(true);
    expect(limiter.take("10.0.0.9").ok).toBe(true);
    expect(limiter.take("10.0.0.9").ok).toBe(false);
  });

  it("keeps a bounded number of buckets", () => {
    const limiter = createSenderLimiter({ perSecond: 1, burst: 1, maxSenders: 2, now: () => 0 });
    expect(limiter.take("10.0.0.1").ok).toBe(true);
    expect(limiter.take("10.0.0.2").ok).toBe(true);
    expect(limiter.take("10.0.0.3").ok).toBe(true); // 10.0.0.1's bucket is forgotten
    expect(limiter.take("10.0.0.1").ok).toBe(true);
    expect(limiter.take("10.0.0.3").ok).toBe(false);
  });
});
