import { describe, expect, it } from "vitest";
import { normalizeAddress, parseNetworks, senderAddress } from "./networks";

describe("network addresses", () => {
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
