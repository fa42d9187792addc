import { describe, expect, it } from "vitest";
import { isPublicAddress } from "../net/public-address";
import { productionProblems } from "../production-checks";
import { REFUSED_ADDRESSES } from "../testing/refused-addresses";
import { parseOrigins } from "../net/origins";
import { endpointAllowance } from "./endpoint-policy";

describe("which addresses a push send may reach", () => {
  it.each(REFUSED_ADDRESSES)("refuses %s", (ip) => expect(isPublicAddress(ip)).toBe(false));

  it("accepts public addresses of both families, next to the refused ranges", () => {
    for (const ip of ["142.250.78.10", "172.32.0.1", "100.128.0.1", "11.0.0.1", "2607:f8b0:4004:c1b::5f", "::ffff:142.250.78.10"])
      expect(isPublicAddress(ip), ip).toBe(true);
  });

  it("refuses what is not an address at all", () => expect(isPublicAddress("fcm.googleapis.com")).toBe(false));
});

describe("which endpoints a subscription may name", () => {
  it("accepts the browsers' push services over https", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b",
      "https://android.googleapis.com/gcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://wns2-bn3p.notify.windows.com/w/?token=BQYAAA",
      "https://web.push.apple.com/QGuQyavXutnMH",
    ])
      expect(endpointAllowance(endpoint, []), endpoint).toBe("push_service");
  });

  it("refuses http, another port, credentials, look-alike and unknown hosts", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://user:pw@fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilpush.services.mozilla.com.example/x",
      "https://push.services.mozilla.com/x", // the suffix alone is no host of theirs
      "https://push.example.com/x",
      "not a url",
    ])
      expect(endpointAllowance(endpoint, []), endpoint).toBeNull();
  });

  it.each(REFUSED_ADDRESSES)("refuses an endpoint written with the address %s", (ip) => {
    const host = ip.includes(":") ? `[${ip}]` : ip;
    expect(endpointAllowance(`https://${host}/push/x`, [])).toBeNull();
    expect(endpointAllowance(`http://${host}:8080/push/x`, [])).toBeNull();
  });

  it("accepts an extra origin exactly (the tests' local push service), and only that origin", () => {
    const origins = parseOrigins("http://127.0.0.1:4260, https://push.example.com/");
    expect(origins).toEqual(["http://127.0.0.1:4260", "https://push.example.com"]);
    expect(endpointAllowance("http://127.0.0.1:4260/push/abc", origins)).toBe("extra_origin");
    expect(endpointAllowance("http://127.0.0.1:4261/push/abc", origins)).toBeNull();
    expect(endpointAllowance("https://push.example.com/x", origins)).toBe("extra_origin");
    expect(() => parseOrigins("http://127.0.0.1:4260/push")).toThrow(/not an http\(s\) origin/);
    expect(() => parseOrigins("ftp://x.example")).toThrow(/not an http\(s\) origin/);
  });
});

describe("PUSH_EXTRA_ORIGINS on a production server", () => {
  const production = { NODE_ENV: "production", NEXTAUTH_URL: "https://mostrador.example.com" };

  it("refuses http, this machine and private addresses", () => {
    for (const origin of [
      "http://push.example.com",
      "https://localhost:4260",
      "https://127.0.0.1",
      "https://10.0.0.5",
      "https://[fd00::1]",
    ])
      expect(productionProblems({ ...production, PUSH_EXTRA_ORIGINS: origin }), origin).toEqual([
        expect.stringMatching(/^PUSH_EXTRA_ORIGINS: .*Only public https push services serve production/),
      ]);
    expect(productionProblems({ ...production, PUSH_EXTRA_ORIGINS: "not an origin" })).toEqual([
      expect.stringMatching(/^PUSH_EXTRA_ORIGINS: not an http\(s\) origin/),
    ]);
  });

  it("accepts a public https origin, and the test launcher's local push service", () => {
    expect(productionProblems({ ...production, PUSH_EXTRA_ORIGINS: "https://push.example.com" })).toEqual([]);
    expect(productionProblems({ ...production, PUSH_EXTRA_ORIGINS: "http://127.0.0.1:4260", MOSTRADOR_TEST_RESET: "1" })).toEqual([]);
    // The test flag does not hold against a real marketplace.
    expect(
      productionProblems({
        ...production,
        PUSH_EXTRA_ORIGINS: "http://127.0.0.1:4260",
        MOSTRADOR_TEST_RESET: "1",
        MARKETPLACE_API_URL: "https://api.mercadolibre.com",
      }),
    ).toHaveLength(1);
  });
});
