import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { SELLER, startSandbox, type RunningSandbox } from "../../sandbox/testing";
import { MarketplaceError } from "./errors";
import { createGovernor, DEFAULT_GOVERNOR } from "./governor";
import { createHttp } from "./http";

/** The request governor below every marketplace call, against a rate-limited sandbox and plain sockets. */
type Logged = { id: number; status: number; path: string };

const servers: Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve)))));

/** A local upstream whose answers a test scripts, recording when each call came and how many were open at once. */
async function upstream(answer: (n: number) => { status: number; body?: string; headers?: Record<string, string>; delayMs?: number }) {
  const calls: number[] = [];
  let open = 0;
  let maxOpen = 0;
  const server = createServer((req, res) => {
    calls.push(performance.now());
    open++;
    maxOpen = Math.max(maxOpen, open);
    const a = answer(calls.length);
    setTimeout(() => {
      open--;
      res.writeHead(a.status, { "content-type": "application/json", ...a.headers }).end(a.body ?? '{"ok":true}');
    }, a.delayMs ?? 0);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, maxOpen: () => maxOpen };
}

const ok = z.object({ ok: z.boolean() });
const user = z.object({ id: z.number() });

describe("request governor against the real profile's rate", () => {
  // High enough to keep the test short, low enough for a loaded machine's sandbox to serve it.
  const RATE = { perSecond: 50, burst: 10 };
  let s: RunningSandbox;
  beforeAll(async () => {
    s = await startSandbox({ profile: "real", rate: RATE });
  });
  afterAll(() => s.close());

  it("a burst of 500 reads against a 429-ing upstream finishes with every read served and the rate kept", async () => {
    const token = await s.tokenFor(SELLER.MLA);
    const http = createHttp({ baseUrl: s.url, timeoutMs: 10_000 });
    const started = performance.now();
    const read = await Promise.all(
      Array.from({ length: 500 }, () => http(`/users/${SELLER.MLA}`, { token, sellerId: SELLER.MLA, schema: user })),
    );
    const seconds = (performance.now() - started) / 1000;
    expect(read.every((u) => u.id === SELLER.MLA)).toBe(true);

    const log = (await (await fetch(`${s.url}/__sandbox/requests?path=/users/&limit=20000`)).json()) as Logged[];
    const served = log.filter((r) => r.status === 200).length;
    const limited = log.filter((r) => r.status === 429).length;
    expect(served).toBe(500);
    // The rate kept: the upstream saw about what its rate allows in that time, not a stream of retries
    // (without the governor, 500 calls at once meet 490 429s and retry them at once, again and again).
    expect(served + limited).toBeLessThanOrEqual(RATE.perSecond * seconds + RATE.burst + 40);
    expect(limited).toBeLessThan(40);
    // And the governor did not crawl: within 1.5× the floor (500 calls at the rate) plus 2 s of start-up
    // (finding the rate costs a Retry-After pause or two).
    expect(seconds).toBeLessThan((1.5 * (500 - RATE.burst)) / RATE.perSecond + 2);
  });

  it("Retry-After is honoured: after a 429 the lane waits that long before its next call", async () => {
    const slow = await startSandbox({ profile: "real", rate: { perSecond: 1, burst: 1 } });
    try {
      const token = await slow.tokenFor(SELLER.MLA);
      const http = createHttp({ baseUrl: slow.url, timeoutMs: 5_000 });
      const started = performance.now();
      const times = await Promise.all(
        [0, 1, 2].map(async () => {
          await http(`/users/${SELLER.MLA}`, { token, schema: user });
          return performance.now() - started;
        }),
      );
      type Timed = Logged & { at: string; duration_ms: number };
      const log = (await (await fetch(`${slow.url}/__sandbox/requests?path=/users/`)).json()) as Timed[];
      expect(log.filter((r) => r.status === 200)).toHaveLength(3);
      expect(log.some((r) => r.status === 429)).toBe(true);
      // No call went out during a pause: each call sent after a 429's answer waited its Retry-After (1 s).
      // (Calls sent within 50 ms of it were already on their way when the answer reached the client.)
      const sentAt = (r: Timed) => Date.parse(r.at) - r.duration_ms;
      for (const limited of log.filter((r) => r.status === 429)) {
        for (const later of log.filter((r) => sentAt(r) >= Date.parse(limited.at) + 50)) {
          expect(sentAt(later) - Date.parse(limited.at)).toBeGreaterThanOrEqual(1_000 - 15);
        }
      }
      expect(Math.max(...times)).toBeGreaterThanOrEqual(1_000);
    } finally {
      await slow.close();
    }
  });
});

describe("request governor", () => {
  it("never has more calls in flight than a seller's lane or the application's allows", async () => {
    const up = await upstream(() => ({ status: 200, delayMs: 30 }));
    const governor = createGovernor({
      ...DEFAULT_GOVERNOR,
      application: { ...DEFAULT_GOVERNOR.application, maxInFlight: 3 },
      seller: { ...DEFAULT_GOVERNOR.seller, maxInFlight: 2 },
    });
    const http = createHttp({ baseUrl: up.url, timeoutMs: 5_000, governor });
    await Promise.all(Array.from({ length: 20 }, () => http("/x", { sellerId: 1, schema: ok })));
    expect(up.maxOpen()).toBe(2);
    await Promise.all(Array.from({ length: 30 }, (_, i) => http("/x", { sellerId: i % 3, schema: ok })));
    expect(up.maxOpen()).toBe(3);
  });

  it("a call made while a fan-out is queued takes the next turn, not a place behind the whole fan-out", async () => {
    const paths: string[] = [];
    const server = createServer((req, res) => {
      paths.push(req.url ?? "");
      setTimeout(() => res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}'), 10);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const governor = createGovernor({ ...DEFAULT_GOVERNOR, seller: { ...DEFAULT_GOVERNOR.seller, maxInFlight: 1 } });
    const http = createHttp({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, timeoutMs: 5_000, governor });
    const fanOut = Promise.all(Array.from({ length: 30 }, (_, i) => http(`/chunk/${i}`, { sellerId: 1, schema: ok })));
    await new Promise((resolve) => setTimeout(resolve, 25));
    await http("/page", { sellerId: 1, schema: ok });
    await fanOut;
    expect(paths.indexOf("/page")).toBeLessThanOrEqual(4);
    expect(paths.filter((p) => p.startsWith("/chunk/"))).toEqual(Array.from({ length: 30 }, (_, i) => `/chunk/${i}`)); // in order
  });

  it("without Retry-After, 429s (JSON or plain text) are retried after an exponential backoff with jitter", async () => {
    const up = await upstream((n) =>
      n <= 3
        ? { status: 429, body: n % 2 ? "local_rate_limited" : '{"message":"Too Many Requests","error":"too_many_requests","status":429}' }
        : { status: 200 },
    );
    const governor = createGovernor({ ...DEFAULT_GOVERNOR, backoffBaseMs: 60 });
    await expect(createHttp({ baseUrl: up.url, timeoutMs: 5_000, governor })("/x", { schema: ok })).resolves.toEqual({ ok: true });
    const gaps = up.calls.slice(1).map((t, i) => t - up.calls[i]!);
    // base × 2^(k-1), jittered to between half and all of it (a few ms of timer slack allowed).
    expect(gaps[0]).toBeGreaterThanOrEqual(30 - 5);
    expect(gaps[1]).toBeGreaterThanOrEqual(60 - 5);
    expect(gaps[2]).toBeGreaterThanOrEqual(120 - 5);
  });

  it("a write is retried on 429 (not processed) and only on 429", async () => {
    const up = await upstream((n) => (n === 1 ? { status: 429, headers: { "retry-after": "0" } } : { status: 503 }));
    const http = createHttp({ baseUrl: up.url, timeoutMs: 5_000 });
    const error = await http("/answers", { method: "POST", body: {}, schema: ok }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarketplaceError);
    expect((error as MarketplaceError).status).toBe(503);
    expect(up.calls).toHaveLength(2); // the 429 retried once, the 503 not at all
  });

  it("a Retry-After longer than a call waits is relayed at once, and holds the application's other calls only briefly", async () => {
    const up = await upstream(() => ({ status: 200 }));
    const limited = await upstream(() => ({ status: 429, headers: { "retry-after": "60" } }));
    const governor = createGovernor({ ...DEFAULT_GOVERNOR, maxRetryAfterMs: 300 });
    const started = performance.now();
    const error = await createHttp({ baseUrl: limited.url, timeoutMs: 5_000, governor })("/a", { schema: ok }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "rate_limited", retryAfterSeconds: 60 });
    expect(limited.calls).toHaveLength(1);
    await createHttp({ baseUrl: up.url, timeoutMs: 5_000, governor })("/b", { schema: ok });
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(300 - 5); // the lane paused, but for the cap, not a minute
    expect(waited).toBeLessThan(2_000);
  });

  it("a call that keeps meeting 429s gives up after the deadline with rate_limited", async () => {
    const up = await upstream(() => ({ status: 429, headers: { "retry-after": "0" } }));
    const http = createHttp({ baseUrl: up.url, timeoutMs: 5_000, rateLimitDeadlineMs: 200 });
    const error = await http("/x", { schema: ok }).catch((e: unknown) => e);
    expect((error as MarketplaceError).kind).toBe("rate_limited");
    expect(up.calls.length).toBeGreaterThan(1);
  });

  it("a person's send has its own, short deadline: 429s without Retry-After end in rate_limited within it, not the client's minute", async () => {
    const up = await upstream(() => ({ status: 429, body: '{"message":"Too Many Requests","error":"too_many_requests","status":429}' }));
    const governor = createGovernor({ ...DEFAULT_GOVERNOR, backoffBaseMs: 20 });
    const http = createHttp({ baseUrl: up.url, timeoutMs: 5_000, governor });
    const started = performance.now();
    const error = await http("/answers", { method: "POST", body: {}, schema: ok, rateLimitDeadlineMs: 300 }).catch((e: unknown) => e);
    expect((error as MarketplaceError).kind).toBe("rate_limited");
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(up.calls.length).toBeGreaterThan(1);
  });
});
