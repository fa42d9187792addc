import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { call } from "./control-test-client.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.close());
beforeEach(() => call(s, "POST", "/__sandbox/reset"));

const me = (token: string) => fetch(`${s.url}/users/me`, { headers: { authorization: `Bearer ${token}` } });

describe("control: reset, tokens, users, clock, application", () => {
  it("reset rebuilds state, clears faults and the request log, and resets the clock", async () => {
    const token = await s.tokenFor(SELLER.MLA);
    await me(token);
    await call(s, "PUT", "/__sandbox/application", { topics: ["orders_v2"] });
    await call(s, "POST", "/__sandbox/faults", { path: "/users/me", status: 500, count: 5 });
    await call(s, "POST", "/__sandbox/clock", { advance_ms: 86_400_000 });

    const res = await call(s, "POST", "/__sandbox/reset");
    expect(res.status).toBe(200);
    expect(Math.abs(Date.parse(res.body.now) - Date.now())).toBeLessThan(5_000);
    expect((await me(token)).status).toBe(401); // the token belonged to the old state
    expect((await call(s, "GET", "/__sandbox/application")).body.topics).toEqual(s.sandbox.ctx.config.application.topics);
    expect((await call(s, "GET", "/__sandbox/faults")).body).toEqual([]);
    expect((await call(s, "GET", "/__sandbox/requests?path=/users/me")).body).toHaveLength(1); // only the 401 just made
  });

  it("tokens issues the /oauth/token shape for a seeded user, with the given expires_in", async () => {
    const res = await call(s, "POST", "/__sandbox/tokens", { user_id: SELLER.MLU, expires_in: 120 });
    expect(res).toMatchObject({
      status: 200,
      body: { token_type: "bearer", expires_in: 120, scope: "offline_access read write", user_id: SELLER.MLU },
    });
    expect(res.body.refresh_token).toMatch(/^TG-[0-9a-f]{24}-241370006$/);
    expect((await me(res.body.access_token)).status).toBe(200);
  });

  it("tokens for an unknown user is 404", async () => {
    const res = await call(s, "POST", "/__sandbox/tokens", { user_id: 1 });
    expect(res).toMatchObject({ status: 404, body: { error: "not_found" } });
  });

  it("users lists every seeded user, sellers first, with id, nickname, site_id, role and user_type", async () => {
    const { body } = await call(s, "GET", "/__sandbox/users");
    expect(body).toHaveLength(s.sandbox.ctx.state.users.size);
    expect(body[0]).toEqual({ id: SELLER.MLA, nickname: "TIENDA_PAMPA", site_id: "MLA", role: "seller", user_type: "normal" });
    const roles = body.map((u: { role: string }) => u.role);
    expect(roles.lastIndexOf("seller")).toBeLessThan(roles.indexOf("buyer"));
    expect(body.find((u: { id: number }) => u.id === SELLER.MLM).user_type).toBe("brand");
  });

  it("the clock reads sandbox time, advances by advance_ms and jumps to now", async () => {
    const before = Date.parse((await call(s, "GET", "/__sandbox/clock")).body.now);
    const advanced = await call(s, "POST", "/__sandbox/clock", { advance_ms: 3_600_000 });
    expect(Date.parse(advanced.body.now) - before).toBeGreaterThanOrEqual(3_600_000);
    const jumped = await call(s, "POST", "/__sandbox/clock", { now: "2030-01-15T12:00:00.000Z" });
    expect(Date.parse(jumped.body.now) - Date.parse("2030-01-15T12:00:00.000Z")).toBeLessThan(1_000);
    expect(Date.parse((await call(s, "GET", "/__sandbox/clock")).body.now)).toBeGreaterThanOrEqual(Date.parse("2030-01-15T12:00:00.000Z"));
  });

  it("the clock refuses a body with neither or both of advance_ms and now", async () => {
    expect((await call(s, "POST", "/__sandbox/clock", {})).status).toBe(400);
    expect((await call(s, "POST", "/__sandbox/clock", { advance_ms: 1, now: "2030-01-15T12:00:00Z" })).status).toBe(400);
  });

  it("application shows the registration without the secret, and PUT changes it", async () => {
    const before = await call(s, "GET", "/__sandbox/application");
    const registered = s.sandbox.ctx.config.application;
    expect(before.body).toEqual({
      id: registered.id,
      redirect_uris: registered.redirectUris,
      pkce_required: registered.pkceRequired,
      callback_url: registered.callbackUrl,
      topics: registered.topics,
    });
    expect(JSON.stringify(before.body)).not.toContain(registered.secret);

    const update = {
      redirect_uris: ["https://mostrador.test/callback"],
      pkce_required: false,
      callback_url: "https://mostrador.test/hooks",
      topics: ["questions", "items"],
    };
    const after = await call(s, "PUT", "/__sandbox/application", update);
    expect(after).toEqual({ status: 200, body: { id: before.body.id, ...update } });
    // The new redirect URI is the one the authorization page now accepts.
    const page = await fetch(
      `${s.url}/authorization?response_type=code&client_id=${before.body.id}&redirect_uri=${encodeURIComponent("https://mostrador.test/callback")}`,
    );
    expect(page.status).toBe(200);
  });

  it("application PUT refuses the secret and unknown fields", async () => {
    expect((await call(s, "PUT", "/__sandbox/application", { secret: "x" })).status).toBe(400);
  });
});
