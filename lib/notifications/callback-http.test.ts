import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerCallback, CALLBACK_PATH } from "./callback-http";
import { createJournal, type Journal } from "./journal";
import type { ReceiveDeps } from "./receive";
import { parseNetworks } from "../net/networks";
import { createSenderLimiter } from "./sender-limit";

const NOTIFICATION = {
  _id: "n-1",
  topic: "questions",
  resource: "/questions/5012345678",
  user_id: 241370001,
  application_id: 1,
  attempts: 1,
};

/** A raw HTTP exchange (fetch cannot send a chunked body without a length, nor read a 413 mid-upload reliably). */
function send(
  port: number,
  {
    method = "POST",
    body = "",
    headers = {},
    from,
  }: { method?: string; body?: string | Buffer[]; headers?: Record<string, string>; from?: string },
) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request({ port, host: "127.0.0.1", path: CALLBACK_PATH, method, headers, localAddress: from }, (res) => {
      let text = "";
      res.on("data", (c) => (text += c)).on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    if (Array.isArray(body)) for (const chunk of body) req.write(chunk);
    else req.write(body);
    req.end();
  });
}

describe("the marketplace's callback on Node's request objects", () => {
  let server: Server;
  let port: number;
  let deps: ReceiveDeps;
  let journaled = 0;
  const dir = mkdtempSync(path.join(tmpdir(), "callback-http-"));

  beforeAll(async () => {
    deps = { journal: createJournal(dir), onJournaled: () => journaled++ };
    server = createServer((req, res) => void answerCallback(deps, req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("acknowledges a valid notification only once it is in the journal, with no body", async () => {
    const res = await send(port, { body: JSON.stringify(NOTIFICATION), headers: { "content-type": "application/json" } });
    expect(res).toMatchObject({ status: 200, body: "" });
    expect(res.headers).toMatchObject({ "cache-control": "no-store", "x-content-type-options": "nosniff" });
    expect(journaled).toBe(1);
    expect(readFileSync(path.join(dir, "notifications-journal.ndjson"), "utf8")).toContain('"resource":"/questions/5012345678"');
  });

  it("answers what is not a notification with the error envelope, and journals nothing", async () => {
    const before = journaled;
    const notJson = await send(port, { body: "{not json" });
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.body).error).toMatchObject({ code: "invalid_notification", message: "The body is not JSON." });
    const invalid = await send(port, { body: JSON.stringify({ ...NOTIFICATION, resource: "/questions/1/../../users/me" }) });
    expect(invalid.status).toBe(400);
    const envelope = JSON.parse(invalid.body).error;
    expect(envelope).toMatchObject({ code: "invalid_notification", requestId: invalid.headers["x-request-id"] });
    expect(envelope.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: ["resource"] })]));
    expect(journaled).toBe(before);
  });

  it("refuses a body over 8 KiB, by its length or as it streams in", async () => {
    const big = "x".repeat(9 * 1024);
    const declared = await send(port, { body: big, headers: { "content-length": String(big.length) } });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).error.code).toBe("notification_too_large");
    const chunked = await send(port, {
      body: [Buffer.from(big.slice(0, 5000)), Buffer.from(big.slice(5000))],
      headers: { "transfer-encoding": "chunked" },
    });
    expect(chunked.status).toBe(413);
  });

  it("accepts POST only", async () => {
    const res = await send(port, { method: "GET" });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("POST");
  });

  it("does not acknowledge what it could not make durable: 503, so the marketplace retries", async () => {
    const saved = deps.journal;
    deps.journal = { ...saved, append: () => Promise.reject(new Error("disk full")) } as Journal;
    try {
      const res = await send(port, { body: JSON.stringify({ ...NOTIFICATION, _id: "n-2" }) });
      expect(res.status).toBe(503);
      expect(JSON.parse(res.body).error.code).toBe("notification_not_stored");
    } finally {
      deps.journal = saved;
    }
  });
});

describe("the callback's rate per sender address", () => {
  let server: Server;
  let port: number;
  let journaled = 0;
  const dir = mkdtempSync(path.join(tmpdir(), "callback-rate-"));
  // A bucket of 3, refilled at one a minute: a fourth at once is refused. 127.0.0.3 is an allowed network.
  const deps: ReceiveDeps = {
    journal: createJournal(dir),
    onJournaled: () => journaled++,
    limiter: createSenderLimiter({ perSecond: 1 / 60, burst: 3, allowed: parseNetworks("127.0.0.3/32") }),
    trustedProxies: parseNetworks("127.0.0.4"),
  };
  const post = (n: number, from: string, headers: Record<string, string> = {}) =>
    send(port, { body: JSON.stringify({ ...NOTIFICATION, _id: `r-${from}-${n}` }), from, headers });

  beforeAll(async () => {
    server = createServer((req, res) => void answerCallback(deps, req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers 429 with Retry-After past the bucket, journals nothing then, and other senders are not affected", async () => {
    for (let i = 0; i < 3; i++) expect((await post(i, "127.0.0.2")).status).toBe(200);
    const refused = await post(3, "127.0.0.2");
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).error.code).toBe("rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(journaled).toBe(3);
    // Another address has its own bucket.
    expect((await post(0, "127.0.0.5")).status).toBe(200);
  });

  it("never limits an allowed network", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post(i, "127.0.0.3")));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
  });

  it("behind a trusted proxy, limits the address the proxy saw (the last X-Forwarded-For entry), not the proxy", async () => {
    const via = (n: number, client: string) => post(n, "127.0.0.4", { "x-forwarded-for": `1.1.1.1, ${client}` });
    for (let i = 0; i < 3; i++) expect((await via(i, "203.0.113.7")).status).toBe(200);
    expect((await via(3, "203.0.113.7")).status).toBe(429);
    expect((await via(4, "203.0.113.8")).status).toBe(200);
    // An untrusted sender's X-Forwarded-For is ignored: its own address is limited.
    for (let i = 0; i < 3; i++) expect((await post(10 + i, "127.0.0.6", { "x-forwarded-for": `198.51.100.${i}` })).status).toBe(200);
    expect((await post(13, "127.0.0.6", { "x-forwarded-for": "198.51.100.99" })).status).toBe(429);
  });
});
