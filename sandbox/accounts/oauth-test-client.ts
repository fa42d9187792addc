import { createHash, randomBytes } from "node:crypto";
import type { RunningSandbox } from "../testing.ts";

/**
 * A minimal OAuth client for tests: it plays the browser (posting the consent form) and the app
 * (calling /oauth/token). Not a test file itself, so other domains' tests may use it.
 */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export function appOf(s: RunningSandbox) {
  const a = s.sandbox.ctx.state.application;
  return { clientId: a.id, secret: a.secret, redirectUri: a.redirectUris[0]! };
}

export interface AuthorizeOptions {
  userId: number;
  challenge?: string;
  method?: "S256" | "plain";
  state?: string;
  redirectUri?: string;
  decision?: "allow" | "cancel";
}

/** Submits the consent form as the browser would; returns the redirect it answers (null if none). */
export async function submitConsent(
  s: RunningSandbox,
  o: AuthorizeOptions,
): Promise<{ status: number; location: URL | null; body: string }> {
  const app = appOf(s);
  const form = new URLSearchParams({
    response_type: "code",
    client_id: app.clientId,
    redirect_uri: o.redirectUri ?? app.redirectUri,
    state: o.state ?? "csrf-state",
    user_id: String(o.userId),
    decision: o.decision ?? "allow",
  });
  if (o.challenge) {
    form.set("code_challenge", o.challenge);
    form.set("code_challenge_method", o.method ?? "S256");
  }
  const res = await fetch(`${s.url}/authorization`, { method: "POST", body: form, redirect: "manual" });
  const location = res.headers.get("location");
  return { status: res.status, location: location ? new URL(location) : null, body: await res.text() };
}

/** A fresh authorization code for the user, with a PKCE S256 pair. */
export async function codeFor(s: RunningSandbox, userId: number): Promise<{ code: string; verifier: string }> {
  const { verifier, challenge } = pkcePair();
  const { location } = await submitConsent(s, { userId, challenge });
  const code = location?.searchParams.get("code");
  if (!code) throw new Error(`no code in ${location}`);
  return { code, verifier };
}

export async function postToken(s: RunningSandbox, fields: Record<string, string>, as: "form" | "json" = "form") {
  const res = await fetch(`${s.url}/oauth/token`, {
    method: "POST",
    headers: { accept: "application/json", ...(as === "json" ? { "content-type": "application/json" } : {}) },
    body: as === "json" ? JSON.stringify(fields) : new URLSearchParams(fields),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export function exchangeCode(s: RunningSandbox, code: string, verifier: string | undefined, extra: Record<string, string> = {}) {
  const app = appOf(s);
  const fields: Record<string, string> = {
    grant_type: "authorization_code",
    client_id: app.clientId,
    client_secret: app.secret,
    code,
    redirect_uri: app.redirectUri,
    ...extra,
  };
  if (verifier !== undefined) fields.code_verifier = verifier;
  return postToken(s, fields);
}

export function refresh(s: RunningSandbox, refreshToken: string) {
  const app = appOf(s);
  return postToken(s, { grant_type: "refresh_token", client_id: app.clientId, client_secret: app.secret, refresh_token: refreshToken });
}

export const resetSandbox = (s: RunningSandbox) => fetch(`${s.url}/__sandbox/reset`, { method: "POST" });
