import "server-only";
import { decode, encode } from "next-auth/jwt";
import { cookies } from "next/headers";
import type { NextResponse } from "next/server";
import { getDb } from "../db";
import { env } from "../env";
import { secrets } from "../secrets";
import { tokenSessionVersion } from "../auth/session-version";

/**
 * "Connect another account": before the marketplace's sign-in (PKCE and state are next-auth's, as for a
 * sign-in), the signed-in person gets this short-lived, encrypted, httpOnly cookie naming them. The OAuth
 * callback (lib/auth/options.ts) attaches the seller it returns with to that person as owner, instead of
 * signing in as the seller's own user, but only while the session cookie still names the same person under
 * their current session version: a cookie only our own same-origin POST can set, bound to the user, so
 * another site cannot start it, and a session ended meanwhile cannot finish it.
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

export type ConnectIntent =
  /** No intent, or one for another person than the session's: an ordinary sign-in as the seller. */
  | { kind: "none" }
  /** The signed-in person, whose session still holds: attach the seller to them. */
  | { kind: "attach"; userId: string }
  /**
   * An intent whose session has ended since (signed out everywhere, a password changed or reset, the
   * person gone): refused, so a stolen cookie cannot come back to life as a fresh session.
   */
  | { kind: "refused" };

/** Inside the OAuth callback: what the intent cookie and the session cookie say together. */
export async function readConnectIntent(): Promise<ConnectIntent> {
  try {
    const jar = await cookies();
    const secure = env().appUrl.startsWith("https://");
    return await judgeConnectIntent(jar.get(COOKIE)?.value, jar.get(`${secure ? "__Secure-" : ""}next-auth.session-token`)?.value);
  } catch {
    return { kind: "none" }; // outside a request: an ordinary sign-in
  }
}

/**
 * The intent counts only while the session cookie names the same person under their current session
 * version, read from the database now (the cookie alone would outlive "Sign out everywhere").
 */
export async function judgeConnectIntent(intent: string | undefined, session: string | undefined): Promise<ConnectIntent> {
  if (!intent) return { kind: "none" };
  const secret = secrets().sessionSecret;
  const claims = await decode({ token: intent, secret }).catch(() => null);
  const connectFor = typeof claims?.connectFor === "string" ? claims.connectFor : null;
  if (!connectFor) return { kind: "none" };
  const sessionClaims = session ? await decode({ token: session, secret }).catch(() => null) : null;
  // No session cookie (signed out since, or expired) or another person's: nobody to attach to and nothing
  // to revive, so the marketplace's sign-in is an ordinary one, as that seller.
  if (sessionClaims?.uid !== connectFor) return { kind: "none" };
  const user = await (await getDb()).user.findUnique({ where: { id: connectFor }, select: { sessionVersion: true } });
  return user && user.sessionVersion === tokenSessionVersion(sessionClaims) ? { kind: "attach", userId: connectFor } : { kind: "refused" };
}

/** Once used (or failed), the intent goes: a later plain sign-in must not attach. */
export async function clearConnectIntent(): Promise<void> {
  try {
    (await cookies()).set(COOKIE, "", { maxAge: 0, path: "/api/auth" });
  } catch {
    // not in a route handler: it expires in minutes anyway
  }
}
