import "server-only";
import { decode, encode } from "next-auth/jwt";
import { cookies } from "next/headers";
import type { NextResponse } from "next/server";
import { env } from "../env";
import { secrets } from "../secrets";

/**
 * "Connect another account": before the marketplace's sign-in (PKCE and state are next-auth's, as for a
 * sign-in), the signed-in person gets this short-lived, encrypted, httpOnly cookie naming them. The OAuth
 * callback (lib/auth/options.ts) attaches the seller it returns with to that person as owner, instead of
 * signing in as the seller's own user, but only while the session cookie still names the same person: a
 * cookie only our own same-origin POST can set, bound to the user, so another site cannot start it.
 */
const COOKIE = "mostrador-connect";
const MAX_AGE_S = 600;

export async function setConnectIntent(response: NextResponse, userId: string): Promise<void> {
  const value = await encode({ token: { connectFor: userId }, secret: secrets().sessionSecret, maxAge: MAX_AGE_S });
  response.cookies.set(COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    path: "/api/auth",
    secure: env().appUrl.startsWith("https://"),
    maxAge: MAX_AGE_S,
  });
}

/** Inside the OAuth callback: the person to attach to, when the intent and the session name the same one. */
export async function readConnectIntent(): Promise<string | null> {
  try {
    const jar = await cookies();
    const intent = jar.get(COOKIE)?.value;
    if (!intent) return null;
    const claims = await decode({ token: intent, secret: secrets().sessionSecret });
    const connectFor = typeof claims?.connectFor === "string" ? claims.connectFor : null;
    const secure = env().appUrl.startsWith("https://");
    const session = jar.get(`${secure ? "__Secure-" : ""}next-auth.session-token`)?.value;
    const sessionClaims = session ? await decode({ token: session, secret: secrets().sessionSecret }) : null;
    return connectFor && sessionClaims?.uid === connectFor ? connectFor : null;
  } catch {
    return null; // outside a request, or a cookie that does not decode: an ordinary sign-in
  }
}

/** Once used (or failed), the intent goes: a later plain sign-in must not attach. */
export async function clearConnectIntent(): Promise<void> {
  try {
    (await cookies()).set(COOKIE, "", { maxAge: 0, path: "/api/auth" });
  } catch {
    // not in a route handler: it expires in minutes anyway
  }
}
