// GET /session-ended: where the dashboard sends a member whose access ended (removed from the team, or
// the session revoked: signed out everywhere, a password changed or reset).
import { NextResponse, type NextRequest } from "next/server";
import { readSessionToken } from "@/lib/auth/session-token";
import { resolveAccount } from "@/lib/accounts/resolve-account";
import { readMembership } from "@/lib/accounts/membership";
import { tokenSessionVersion } from "@/lib/auth/session-version";
import { env } from "@/lib/env";

/**
 * Clears the session cookie and explains why on the sign-in page. Only when the access really ended:
 * otherwise a link to this address from another site could sign people out.
 */
export async function GET(req: NextRequest): Promise<Response> {
  const secure = env().appUrl.startsWith("https://");
  const token = await readSessionToken(req);
  // No session at all (the cookie already cleared, say in another tab): plainly to sign-in.
  if (!token?.uid) return NextResponse.redirect(new URL("/signin", env().appUrl));
  // Ended when the session has no account left at all (the default one gone falls back to another).
  const ended =
    !token.workspaceId || (await resolveAccount(token.uid, null, token.workspaceId, tokenSessionVersion(token))).kind === "ended";
  if (!ended) return NextResponse.redirect(new URL("/", env().appUrl));
  // Still a member: the session itself was revoked (signed out everywhere, a password changed or reset).
  const member = token.workspaceId ? await readMembership(token.uid, token.workspaceId) : null;
  const response = NextResponse.redirect(new URL(`/signin?error=${member ? "SessionEnded" : "AccessEnded"}`, env().appUrl));
  for (const cookie of req.cookies.getAll()) {
    // next-auth's session cookie, possibly chunked (.0, .1 …) and prefixed on https.
    if (/^(__Secure-)?next-auth\.session-token(\.\d+)?$/.test(cookie.name))
      response.cookies.set(cookie.name, "", { maxAge: 0, path: "/", secure });
  }
  return response;
}
