import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call } from "../control/control-test-client.ts";
import { readConfig } from "../config.ts";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { RateLimiter } from "./rate-limit.ts";

let real: RunningSandbox;
let spec: RunningSandbox;
beforeAll(async () => {
  [real, spec] = await Promise.all([startSandbox({ profile: "real", rate: { perSecond: 2, burst: 4 } }), startSandbox()]);
});
afterAll(() => Promise.all([real.close(), spec.close()]));
beforeEach(() => Promise.all([call(real, "POST", "/__sandbox/reset"), call(spec, "POST", "/__sandbox/reset")]));

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;
const get = (s: RunningSandbox, path: string, token?: string) =>
  fetch(`${s.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

async function burst(s: RunningSandbox, n: number, token?: string) {
  const answers = await Promise.all(Array.from({ length: n }, () => get(s, "/users/me", token)));
  return Promise.all(answers.map(async (r) => ({ status: r.status, retryAfter: r.headers.get("retry-after"), body: await r.text() })));
}

describe("real profile: the per-application request rate", () => {
  it("past the burst, an application gets 429 with Retry-After, as JSON too_many_requests and plain-text local_rate_limited in turn", async () => {
    const token = await real.tokenFor(SELLER.MLA);
    const answers = await burst(real, 10, token);
    const served = answers.filter((a) => a.status === 200);
    const limited = answers.filter((a) => a.status === 429);
    expect(served.length).toBeGreaterThanOrEqual(4);
    expect(served.length).toBeLessThanOrEqual(5); // the burst, plus at most one token refilled meanwhile
    expect(limited.length).toBe(10 - served.length);
    for (const a of limited) expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
    const bodies = limited.map((a) => a.body);
    expect(bodies).toContain("local_rate_limited");
    expect(bodies.map((b) => (b === "local_rate_limited" ? b : JSON.parse(b)))).toContainEqual({
      message: "Too Many Requests",
      error: "too_many_requests",
      status: 429,
      cause: [],
    });
    // The request log shows every 429, so tests and benches can count them.
    const logged = (await call(real, "GET", "/__sandbox/requests?path=/users/me")).body as Array<{ status: number }>;
    expect(logged.filter((r) => r.status === 429)).toHaveLength(limited.length);
  });

  it("the bucket refills at the rate: after Retry-After the application is served again", async () => {
    const token = await real.tokenFor(SELLER.MLA);
    const limited = (await burst(real, 8, token)).find((a) => a.status === 429)!;
    await new Promise((resolve) => setTimeout(resolve, Number(limited.retryAfter) * 1000));
    expect((await get(real, "/users/me", token)).status).toBe(200);
  });

  it("calls without a token count per source, apart from the application's; control routes and OAuth pages are never limited", async () => {
    const token = await real.tokenFor(SELLER.MLA);
    expect((await burst(real, 8, token)).some((a) => a.status === 429)).toBe(true);
    expect((await get(real, `/users/${SELLER.MLB}`)).status).toBe(200); // public call, no bearer: its own bucket
    expect((await call(real, "GET", "/__sandbox/users")).status).toBe(200);
    const unauthenticated = await Promise.all(Array.from({ length: 8 }, () => get(real, `/users/${SELLER.MLB}`)));
    expect(unauthenticated.some((r) => r.status === 429)).toBe(true);
    const consent = await get(real, "/authorization?response_type=code&client_id=x&redirect_uri=y");
    expect(consent.status).not.toBe(429);
  });

  it("the spec profile has no limit unless one is set", async () => {
    const token = await spec.tokenFor(SELLER.MLA);
    expect((await burst(spec, 30, token)).every((a) => a.status === 200)).toBe(true);
    expect(readConfig(env({})).rate).toBeNull();
    expect(readConfig(env({ SANDBOX_RATE_PER_SECOND: "3" })).rate).toEqual({ perSecond: 3, burst: 5 });
    expect(readConfig(env({}), { profile: "real" }).rate).toEqual({ perSecond: 10, burst: 5 });
    expect(readConfig(env({ SANDBOX_PROFILE: "real", SANDBOX_RATE_PER_SECOND: "0" })).rate).toBeNull();
  });
});

describe("token bucket", () => {
  it("allows the burst, then one call per 1/rate seconds, and says how long to wait", () => {
    let now = 0;
    const limiter = new RateLimiter({ perSecond: 4, burst: 2 }, () => now);
    expect(limiter.take("a")).toBeNull();
    expect(limiter.take("a")).toBeNull();
    expect(limiter.take("a")).toEqual({ retryAfterSeconds: 1, plainText: false });
    expect(limiter.take("b")).toBeNull(); // another application has its own bucket
    now = 250;
    expect(limiter.take("a")).toBeNull();
    expect(limiter.take("a")).toEqual({ retryAfterSeconds: 1, plainText: true });
    now = 10_000;
    expect(limiter.take("a")).toBeNull();
    expect(limiter.take("a")).toBeNull();
    expect(limiter.take("a")).not.toBeNull(); // refills up to the burst, not beyond
  });
});
