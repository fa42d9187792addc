import { describe, expect, it } from "vitest";
import { createSenderLimiter, normalizeAddress, parseNetworks, senderAddress } from "./sender-limit";

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

  it("parses networks and refuses what is not one", () => {
    const nets = parseNetworks("54.88.218.97, 35.245.0.0/16, ::1");
    expect(nets.check("35.245.91.34", "ipv4")).toBe(true);
    expect(nets.check("35.246.0.1", "ipv4")).toBe(false);
    expect(nets.check("::1", "ipv6")).toBe(true);
    expect(() => parseNetworks("example.com")).toThrow(/not an address/);
    expect(() => parseNetworks("10.0.0.0/33")).toThrow(/prefix/);
    expect(normalizeAddress("nonsense")).toBeNull();
  });

  it("reads X-Forwarded-For only from a trusted proxy, and then its last entry", () => {
    const proxies = parseNetworks("127.0.0.0/8");
    expect(senderAddress("::ffff:127.0.0.1", "6.6.6.6, 203.0.113.1", proxies)).toBe("203.0.113.1");
    expect(senderAddress("198.51.100.2", "203.0.113.1", proxies)).toBe("198.51.100.2");
    expect(senderAddress("127.0.0.1", "garbage", proxies)).toBe("127.0.0.1");
    expect(senderAddress("127.0.0.1", undefined, proxies)).toBe("127.0.0.1");
  });
});
