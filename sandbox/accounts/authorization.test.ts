import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { appOf, exchangeCode, pkcePair, resetSandbox, submitConsent } from "./oauth-test-client.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.close());
beforeEach(() => resetSandbox(s));

function authorizationUrl(params: Record<string, string>): string {
  const app = appOf(s);
  return `${s.url}/authorization?${new URLSearchParams({ response_type: "code", client_id: app.clientId, redirect_uri: app.redirectUri, state: "st-1", ...params })}`;
}

/** The hidden inputs and the chosen radio of the consent page, as the browser would submit them. */
function formFields(html: string, userId: number): URLSearchParams {
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(name!, value!.replaceAll("&amp;", "&"));
  form.set("user_id", String(userId));
  form.set("decision", "allow");
  return form;
}

describe("authorization endpoint", () => {
  it("the full authorization-code flow with PKCE S256 gives tokens and /users/me answers for the chosen user", async () => {
    const { verifier, challenge } = pkcePair();
    const page = await fetch(authorizationUrl({ code_challenge: challenge, code_challenge_method: "S256" }));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<h1>Authorize Mostrador</h1>");

    const answer = await fetch(`${s.url}/authorization`, { method: "POST", body: formFields(html, SELLER.MLB), redirect: "manual" });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(appOf(s).redirectUri);
    expect(location.searchParams.get("state")).toBe("st-1");
    const code = location.searchParams.get("code")!;
    expect(code).toMatch(new RegExp(`^TG-[0-9a-f]{24}-${SELLER.MLB}$`));

    const tokens = await exchangeCode(s, code, verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({
      token_type: "bearer",
      expires_in: s.sandbox.ctx.config.tokenTtlSeconds,
      scope: "offline_access read write",
      user_id: SELLER.MLB,
    });
    expect(tokens.body.access_token).toMatch(new RegExp(`^APP_USR-${appOf(s).clientId}-\\d{6}-[0-9a-f]{32}-${SELLER.MLB}$`));
    expect(tokens.body.refresh_token).toMatch(new RegExp(`^TG-[0-9a-f]{24}-${SELLER.MLB}$`));

    const me = await fetch(`${s.url}/users/me`, { headers: { authorization: `Bearer ${tokens.body.access_token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: SELLER.MLB, nickname: "CASA_DO_CAMPO_BR", site_id: "MLB" });
  });

  it("the consent page lists every seeded user, sellers first, labelled nickname · site · role", async () => {
    const html = await (await fetch(authorizationUrl(pkceParams()))).text();
    expect(html).toMatch(/<fieldset>\s*<legend>Choose an account<\/legend>/);
    const labels = [...html.matchAll(/<label[^>]*><input type="radio"[^>]*>([^<]+)<\/label>/g)].map((m) => m[1]);
    const users = [...s.sandbox.ctx.state.users.values()];
    expect(labels).toHaveLength(users.length);
    const firstBuyer = labels.findIndex((l) => l!.endsWith("· Buyer"));
    expect(labels.slice(0, firstBuyer).every((l) => l!.endsWith("· Seller"))).toBe(true);
    expect(labels.slice(firstBuyer).every((l) => l!.endsWith("· Buyer"))).toBe(true);
    expect(labels[0]).toBe("TIENDA_PAMPA · MLA · Seller");
    expect(html).toContain('<button type="submit" class="allow" name="decision" value="allow">Allow access</button>');
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
  });

  it("a redirect_uri that is not registered exactly gets an error page, never a redirect", async () => {
    const res = await fetch(authorizationUrl({ ...pkceParams(), redirect_uri: `${appOf(s).redirectUri}/` }), { redirect: "manual" });
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.text()).toContain("redirect_uri_mismatch: Your client callback must be the same as your redirect_uri");
  });

  it("an unknown client_id gets an invalid_client error page", async () => {
    const res = await fetch(authorizationUrl({ ...pkceParams(), client_id: "123" }), { redirect: "manual" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).toContain("invalid_client");
  });

  it("a missing PKCE challenge, when the application requires PKCE, redirects back with invalid_request", async () => {
    const res = await fetch(authorizationUrl({}), { redirect: "manual" });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(location.searchParams.get("error")).toBe("invalid_request");
    expect(location.searchParams.get("error_description")).toBeTruthy();
    expect(location.searchParams.get("state")).toBe("st-1");
  });

  it("a response_type other than code redirects back with unsupported_response_type", async () => {
    const res = await fetch(authorizationUrl({ ...pkceParams(), response_type: "token" }), { redirect: "manual" });
    expect(new URL(res.headers.get("location")!).searchParams.get("error")).toBe("unsupported_response_type");
  });

  it("cancel redirects back with access_denied and the state", async () => {
    const { location } = await submitConsent(s, { userId: SELLER.MLA, challenge: pkcePair().challenge, decision: "cancel", state: "abc" });
    expect(location?.searchParams.get("error")).toBe("access_denied");
    expect(location?.searchParams.get("error_description")).toBeTruthy();
    expect(location?.searchParams.get("state")).toBe("abc");
    expect(location?.searchParams.get("code")).toBeNull();
  });

  it("an authorization code expires after 10 minutes of sandbox time", async () => {
    const { verifier, challenge } = pkcePair();
    const { location } = await submitConsent(s, { userId: SELLER.MLA, challenge });
    s.sandbox.ctx.clock.advance(10 * 60_000 + 1);
    const res = await exchangeCode(s, location!.searchParams.get("code")!, verifier);
    expect(res).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  });

  it("without PKCE required, a code issued without a challenge is exchanged without a verifier", async () => {
    await fetch(`${s.url}/__sandbox/application`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pkce_required: false }),
    });
    const { location } = await submitConsent(s, { userId: SELLER.MLA });
    const res = await exchangeCode(s, location!.searchParams.get("code")!, undefined);
    expect(res).toMatchObject({ status: 200, body: { user_id: SELLER.MLA } });
  });
});

function pkceParams() {
  return { code_challenge: pkcePair().challenge, code_challenge_method: "S256" };
}
