import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { resetSandbox } from "./oauth-test-client.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.close());
beforeEach(() => resetSandbox(s));

const INVALID_TOKEN = { message: "invalid_token", error: "not_found", status: 401, cause: [] };
const me = (token?: string) => fetch(`${s.url}/users/me`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("users", () => {
  it("/users/me answers the caller's full record in the real shape", async () => {
    const res = await me(await s.tokenFor(SELLER.MLA));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      id: SELLER.MLA,
      nickname: "TIENDA_PAMPA",
      registration_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/),
      first_name: "Lucía",
      last_name: "Fernández",
      email: "tienda_pampa@example.com",
      country_id: "AR",
      address: { state: "AR-C", city: "Palermo" },
      user_type: "normal",
      tags: expect.any(Array),
      logo: null,
      points: expect.any(Number),
      site_id: "MLA",
      permalink: "https://www.mercadolibre.com.ar/perfil/TIENDA_PAMPA",
      seller_reputation: {
        level_id: "5_green",
        power_seller_status: "platinum",
        transactions: {
          period: "historic",
          total: expect.any(Number),
          completed: expect.any(Number),
          canceled: expect.any(Number),
          ratings: { positive: expect.any(Number), negative: expect.any(Number), neutral: expect.any(Number) },
        },
        metrics: expect.objectContaining({ sales: { period: "60 days", completed: expect.any(Number) } }),
      },
      buyer_reputation: { tags: [] },
      status: { site_status: "active" },
    });
  });

  it("a request without a token gets 401 invalid_token", async () => {
    const res = await me();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(INVALID_TOKEN);
  });

  it("an unknown token gets 401 invalid_token", async () => {
    const res = await me("APP_USR-1-010101-00000000000000000000000000000000-1");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(INVALID_TOKEN);
  });

  it("an access token past its expires_in gets 401 invalid_token", async () => {
    const token = await s.tokenFor(SELLER.MLA, 60);
    expect((await me(token)).status).toBe(200);
    await fetch(`${s.url}/__sandbox/clock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ advance_ms: 60_000 }),
    });
    const res = await me(token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(INVALID_TOKEN);
  });

  it("/users/{id} is public and hides name and e-mail", async () => {
    const res = await fetch(`${s.url}/users/${SELLER.MLB}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      id: SELLER.MLB,
      nickname: "CASA_DO_CAMPO_BR",
      site_id: "MLB",
      country_id: "BR",
      permalink: "https://www.mercadolivre.com.br/perfil/CASA_DO_CAMPO_BR",
      logo: null,
      status: { site_status: "active" },
    });
    expect(body).not.toHaveProperty("email");
    expect(body).not.toHaveProperty("first_name");
    expect(body).not.toHaveProperty("last_name");
  });

  it("/users/{id} of an unknown user is 404 not_found", async () => {
    const res = await fetch(`${s.url}/users/999`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "not_found", status: 404, cause: [] });
  });
});
