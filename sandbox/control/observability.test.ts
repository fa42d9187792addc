import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { codeFor, exchangeCode, refresh } from "../accounts/oauth-test-client.ts";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { call } from "./control-test-client.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.close());
beforeEach(() => call(s, "POST", "/__sandbox/reset"));

const get = (path: string, token?: string) => fetch(`${s.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("control: request log and faults", () => {
  it("the request log lists requests newest first, filtered by path prefix, method and limit", async () => {
    const token = await s.tokenFor(SELLER.MLA);
    await get("/users/me", token);
    await get(`/users/${SELLER.MLB}`);
    await get("/users/me");
    const { body } = await call(s, "GET", "/__sandbox/requests?path=/users/me");
    expect(body.map((r: { status: number; user_id: number | null }) => [r.status, r.user_id])).toEqual([
      [401, null],
      [200, SELLER.MLA],
    ]);
    expect((await call(s, "GET", "/__sandbox/requests?path=/users")).body).toHaveLength(3);
    expect((await call(s, "GET", "/__sandbox/requests?path=/users&limit=1")).body[0].path).toBe("/users/me");
    expect((await call(s, "GET", "/__sandbox/requests?method=post")).body).toEqual([]);
    expect((await call(s, "GET", "/__sandbox/requests?path=/__sandbox")).body).toEqual([]); // control routes are not logged
    // A poller passes the last id it saw and reads only what came after it.
    const [newest, older] = (await call(s, "GET", "/__sandbox/requests?path=/users")).body as Array<{ id: number; path: string }>;
    expect((await call(s, "GET", `/__sandbox/requests?path=/users&after_id=${older!.id}`)).body.map((r: { id: number }) => r.id)).toEqual([
      newest!.id,
    ]);
    expect((await call(s, "GET", `/__sandbox/requests?after_id=${newest!.id}`)).body).toEqual([]);
  });

  it("the request log records token calls' grant_type and client_id, and masks codes, tokens and secrets", async () => {
    const { code, verifier } = await codeFor(s, SELLER.MLA);
    const pair = await exchangeCode(s, code, verifier);
    await refresh(s, pair.body.refresh_token as string);
    const { body } = await call(s, "GET", "/__sandbox/requests?path=/oauth/token");
    expect(body.map((r: { body: { grant_type: string } }) => r.body.grant_type)).toEqual(["refresh_token", "authorization_code"]);
    const [refreshCall, codeCall] = body;
    expect(refreshCall.body).toMatchObject({
      client_id: s.sandbox.ctx.state.application.id,
      refresh_token: (pair.body.refresh_token as string).replace(/-\d+$/, "").slice(-6),
      client_secret: "***",
    });
    expect(codeCall.body).toMatchObject({ code: code.replace(/-\d+$/, "").slice(-6), code_verifier: "***" });
    const logged = JSON.stringify(body);
    for (const secret of [code, verifier, pair.body.refresh_token as string, s.sandbox.ctx.state.application.secret])
      expect(logged).not.toContain(secret);
  });

  it("a fault answers its status and body for count matching requests, then stops", async () => {
    const created = await call(s, "POST", "/__sandbox/faults", {
      method: "GET",
      path: "/users/*",
      status: 503,
      body: { message: "down", error: "service_not_available", status: 503, cause: [] },
      count: 2,
    });
    expect(created.body).toEqual({ id: expect.any(Number) });
    expect((await call(s, "GET", "/__sandbox/faults")).body[0]).toMatchObject({ id: created.body.id, path: "/users/*", remaining: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await get(`/users/${SELLER.MLA}`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: "service_not_available" });
    }
    expect((await get(`/users/${SELLER.MLA}`)).status).toBe(200);
    expect((await call(s, "GET", "/__sandbox/faults")).body).toEqual([]);
    expect((await call(s, "GET", "/__sandbox/requests?path=/users/")).body.map((r: { status: number }) => r.status)).toEqual([
      200, 503, 503,
    ]);
  });

  it("a fault only matches its method", async () => {
    await call(s, "POST", "/__sandbox/faults", { method: "POST", path: "/oauth/token", status: 429, count: 1 });
    expect((await get(`/users/${SELLER.MLA}`)).status).toBe(200);
    expect((await fetch(`${s.url}/oauth/token`, { method: "POST" })).status).toBe(429);
  });

  it("a fault answers with its headers (a 429 with Retry-After)", async () => {
    await call(s, "POST", "/__sandbox/faults", {
      method: "PUT",
      path: "/items/*",
      status: 429,
      headers: { "retry-after": "30" },
      body: { message: "too many requests", error: "too_many_requests", status: 429, cause: [] },
      count: 1,
    });
    const res = await fetch(`${s.url}/items/MLA1`, { method: "PUT", headers: { "content-type": "application/json" }, body: "{}" });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("30");
    expect((await res.json()).error).toBe("too_many_requests");
  });

  it("a delay fault holds the response for delay_ms and then answers normally", async () => {
    await call(s, "POST", "/__sandbox/faults", { path: `/users/${SELLER.MLA}`, delay_ms: 300, count: 1 });
    const started = performance.now();
    const res = await get(`/users/${SELLER.MLA}`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(res.status).toBe(200);
  });

  it("DELETE faults removes every rule", async () => {
    await call(s, "POST", "/__sandbox/faults", { path: "/users/me", status: 500, count: 3 });
    expect((await call(s, "DELETE", "/__sandbox/faults")).body).toEqual({ cleared: 1 });
    expect((await get("/users/me")).status).toBe(401);
  });

  it("a fault with neither status nor delay_ms is refused", async () => {
    expect((await call(s, "POST", "/__sandbox/faults", { path: "/users/me", count: 1 })).status).toBe(400);
  });
});
