import "server-only";
import { encode, type JWT } from "next-auth/jwt";
import type { NextResponse } from "next/server";
import { env } from "../env";
import { secrets } from "../secrets";
import { SESSION_MAX_AGE_S } from "./session-version";

/**
 * Puts a new session cookie on `response`, the same claims under a new session version: after a
 * password change the member's own browser stays signed in while every other session ends. next-auth's
 * own cookie name and attributes (options.ts: JWT strategy, secure cookies on https).
 */
export async function reissueSession(response: NextResponse, claims: JWT, sessionVersion: number): Promise<void> {
  const secure = env().appUrl.startsWith("https://");
  const value = await encode({ token: { ...claims, sv: sessionVersion }, secret: secrets().sessionSecret, maxAge: SESSION_MAX_AGE_S });
  response.cookies.set(`${secure ? "__Secure-" : ""}next-auth.session-token`, value, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    maxAge: SESSION_MAX_AGE_S,
  });
}
