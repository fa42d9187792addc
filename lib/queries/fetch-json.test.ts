import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiRequestError, fetchJson, sendJson } from "./fetch-json";
import { onSessionEnded } from "./session-ended";

// A real HTTP server stands in for our /api; the browser's relative URLs are sent to it.
type Seen = { method?: string; url?: string; accept?: string; contentType?: string; body: string };
let server: Server;
let seen: Seen[] = [];
let toServer: typeof fetch;
let answer: (req: IncomingMessage) => { status: number; headers?: Record<string, string>; body?: unknown } = () => ({
  status: 200,
  body: null,
});

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    seen.push({ method: req.method, url: req.url, accept: req.headers.accept, contentType: req.headers["content-type"], body });
    const a = answer(req);
    res.writeHead(a.status, { "content-type": "application/json", ...a.headers });
    res.end(a.status === 204 ? undefined : JSON.stringify(a.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  toServer = ((url: string, init?: RequestInit) => realFetch(base + url, init)) as typeof fetch;
});
beforeEach(() => {
  vi.stubGlobal("fetch", toServer);
});
afterEach(() => {
  vi.unstubAllGlobals();
  seen = [];
});
afterAll(() => {
  server.close();
});

const envelope = (code: string, details?: unknown) => ({
  error: { code, message: `${code} said`, requestId: "req-1", ...(details ? { details } : {}) },
});

describe("fetchJson", () => {
  it("asks for JSON and parses a success with the route's schema, also when the schema loads lazily", async () => {
    answer = () => ({ status: 200, body: { count: "3" } });
    const schema = z.object({ count: z.coerce.number() });
    expect(await fetchJson("/api/things", schema)).toEqual({ count: 3 });
    expect(await fetchJson("/api/things", () => Promise.resolve(schema))).toEqual({ count: 3 });
    expect(seen[0]).toMatchObject({ method: "GET", url: "/api/things", accept: "application/json" });
  });

  it("turns a non-2xx into an ApiRequestError with the envelope's code, message, request id and details", async () => {
    answer = () => ({ status: 409, body: envelope("already_answered", { answer: { text: "hi" } }) });
    const error = await fetchJson("/api/things", z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 409,
      code: "already_answered",
      message: "already_answered said",
      requestId: "req-1",
      details: { answer: { text: "hi" } },
    });
  });

  it("keeps a 429's Retry-After in seconds", async () => {
    answer = () => ({ status: 429, headers: { "retry-after": "7" }, body: envelope("rate_limited") });
    await expect(fetchJson("/api/things", z.unknown())).rejects.toMatchObject({ status: 429, code: "rate_limited", retryAfterSeconds: 7 });
  });

  it("names an answer without our envelope by its status, and no answer at all as offline", async () => {
    answer = () => ({ status: 502, body: "<html>" });
    await expect(fetchJson("/api/things", z.unknown())).rejects.toMatchObject({ status: 502, code: "default", requestId: undefined });
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(fetchJson("/api/things", z.unknown())).rejects.toMatchObject({ status: 0, code: "network" });
  });
});

describe("sendJson", () => {
  it("sends the body as JSON with its method, and returns the answer unparsed without a schema (a 204 is null)", async () => {
    answer = () => ({ status: 204 });
    expect(await sendJson("/api/things/1", null, "PUT", { title: "t" })).toBeNull();
    expect(seen[0]).toMatchObject({ method: "PUT", contentType: "application/json", accept: "application/json", body: '{"title":"t"}' });
  });

  it("sends no content type without a body, and fails like fetchJson", async () => {
    answer = () => ({ status: 422, body: envelope("refused", { causes: [{ code: "c", message: "m" }] }) });
    await expect(sendJson("/api/things/1", null, "DELETE")).rejects.toMatchObject({
      status: 422,
      code: "refused",
      details: { causes: [{ code: "c", message: "m" }] },
    });
    expect(seen[0]).toMatchObject({ method: "DELETE", contentType: undefined, body: "" });
  });
});

describe("an ended session", () => {
  it("tells the registered handler once per 401 `unauthenticated`, and not for other refusals", async () => {
    const ended = vi.fn();
    const off = onSessionEnded(ended);
    try {
      answer = () => ({ status: 403, body: envelope("forbidden") });
      await fetchJson("/api/things", z.unknown()).catch(() => undefined);
      answer = () => ({ status: 401, body: envelope("reauth_required") });
      await fetchJson("/api/things", z.unknown()).catch(() => undefined);
      expect(ended).not.toHaveBeenCalled();
      answer = () => ({ status: 401, body: envelope("unauthenticated") });
      const error = await sendJson("/api/things", null, "POST", {}).catch((e: unknown) => e);
      // Still thrown (the caller keeps what was typed); the shell goes to sign-in.
      expect(error).toMatchObject({ status: 401, code: "unauthenticated" });
      expect(ended).toHaveBeenCalledTimes(1);
    } finally {
      off();
    }
  });
});
