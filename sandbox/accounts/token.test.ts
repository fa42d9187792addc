import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { INVALID_GRANT_DESCRIPTION } from "./oauth-errors.ts";
import { appOf, codeFor, exchangeCode, postToken, refresh, resetSandbox } from "./oauth-test-client.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.close());
beforeEach(() => resetSandbox(s));

const INVALID_GRANT = {
  status: 400,
  body: { error_description: INVALID_GRANT_DESCRIPTION, error: "invalid_grant", status: 400, cause: [] },
};

async function tokensFor(userId: number) {
  const { code, verifier } = await codeFor(s, userId);
  const res = await exchangeCode(s, code, verifier);
  expect(res.status).toBe(200);
  return res.body as { access_token: string; refresh_token: string };
}

describe("token endpoint: authorization_code", () => {
  it("a wrong code_verifier is invalid_grant", async () => {
    const { code } = await codeFor(s, SELLER.MLA);
    expect(await exchangeCode(s, code, "x".repeat(43))).toEqual(INVALID_GRANT);
  });

  it("a missing code_verifier, when the code carries a challenge, is invalid_grant", async () => {
    const { code } = await codeFor(s, SELLER.MLA);
    expect(await exchangeCode(s, code, undefined)).toEqual(INVALID_GRANT);
  });

  it("a code used once cannot be used again", async () => {
    const { code, verifier } = await codeFor(s, SELLER.MLA);
    expect((await exchangeCode(s, code, verifier)).status).toBe(200);
    expect(await exchangeCode(s, code, verifier)).toEqual(INVALID_GRANT);
  });

  it("a redirect_uri different from the one authorized is invalid_grant", async () => {
    const { code, verifier } = await codeFor(s, SELLER.MLA);
    expect(await exchangeCode(s, code, verifier, { redirect_uri: "http://localhost:3000/other" })).toEqual(INVALID_GRANT);
  });

  it("a wrong client secret is invalid_client with status 401", async () => {
    const { code, verifier } = await codeFor(s, SELLER.MLA);
    const res = await exchangeCode(s, code, verifier, { client_secret: "not-the-secret" });
    expect(res).toEqual({ status: 401, body: { error_description: expect.any(String), error: "invalid_client", status: 401, cause: [] } });
  });

  it("a missing parameter is invalid_request", async () => {
    const app = appOf(s);
    const res = await postToken(s, {
      grant_type: "authorization_code",
      client_id: app.clientId,
      client_secret: app.secret,
      redirect_uri: app.redirectUri,
    });
    expect(res).toMatchObject({ status: 400, body: { error: "invalid_request", status: 400, cause: [] } });
  });

  it("an unknown grant_type is unsupported_grant_type", async () => {
    const app = appOf(s);
    const res = await postToken(s, { grant_type: "password", client_id: app.clientId, client_secret: app.secret });
    expect(res).toMatchObject({ status: 400, body: { error: "unsupported_grant_type" } });
  });

  it("a JSON body is accepted as well as a form", async () => {
    const { code, verifier } = await codeFor(s, SELLER.MLA);
    const app = appOf(s);
    const res = await postToken(
      s,
      {
        grant_type: "authorization_code",
        client_id: app.clientId,
        client_secret: app.secret,
        code,
        redirect_uri: app.redirectUri,
        code_verifier: verifier,
      },
      "json",
    );
    expect(res).toMatchObject({ status: 200, body: { user_id: SELLER.MLA } });
  });

  it("a body that is neither a form nor JSON is 415", async () => {
    const res = await fetch(`${s.url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "grant_type=refresh_token",
    });
    expect(res.status).toBe(415);
  });

  it("GET /oauth/token is 404, as on the real API", async () => {
    const res = await fetch(`${s.url}/oauth/token?grant_type=refresh_token`);
    expect(res.status).toBe(404);
  });
});

describe("token endpoint: refresh_token", () => {
  it("a refresh gives a new pair for the same user", async () => {
    const first = await tokensFor(SELLER.MLM);
    const res = await refresh(s, first.refresh_token);
    expect(res).toMatchObject({ status: 200, body: { user_id: SELLER.MLM, token_type: "bearer" } });
    expect(res.body.refresh_token).not.toBe(first.refresh_token);
    expect(res.body.access_token).not.toBe(first.access_token);
  });

  it("a refresh token used once cannot be used again", async () => {
    const first = await tokensFor(SELLER.MLA);
    expect((await refresh(s, first.refresh_token)).status).toBe(200);
    expect(await refresh(s, first.refresh_token)).toEqual(INVALID_GRANT);
  });

  it("an older refresh token is invalid once a newer one was issued for the same user", async () => {
    const older = await tokensFor(SELLER.MLA);
    await tokensFor(SELLER.MLA); // a second authorization supersedes the first pair's refresh token
    expect(await refresh(s, older.refresh_token)).toEqual(INVALID_GRANT);
  });

  it("a newer refresh token of another user does not supersede this user's", async () => {
    const mine = await tokensFor(SELLER.MLA);
    await tokensFor(SELLER.MLB);
    expect((await refresh(s, mine.refresh_token)).status).toBe(200);
  });

  it("a refresh token expires after six months of sandbox time", async () => {
    const pair = await tokensFor(SELLER.MLA);
    s.sandbox.ctx.clock.advance(185 * 24 * 3_600_000);
    expect(await refresh(s, pair.refresh_token)).toEqual(INVALID_GRANT);
  });

  it("a refresh with a wrong client secret is invalid_client", async () => {
    const pair = await tokensFor(SELLER.MLA);
    const app = appOf(s);
    const res = await postToken(s, {
      grant_type: "refresh_token",
      client_id: app.clientId,
      client_secret: "nope",
      refresh_token: pair.refresh_token,
    });
    expect(res).toMatchObject({ status: 401, body: { error: "invalid_client" } });
  });
});
