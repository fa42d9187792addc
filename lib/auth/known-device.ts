import "server-only";
import { decode } from "next-auth/jwt";
import { env } from "../env";
import { secrets } from "../secrets";

/**
 * Whose device this is, for the sign-in limit (lib/auth/check-credentials.ts): the person a session cookie
 * the browser still sends names. Its seal proves we issued it to this browser within its 30 days; whether
 * it has ended since (signed out everywhere, a password reset) does not matter here: it says who signed in
 * on this device, not that they may act now. Null without one, or with one that does not decode.
 */
export async function knownDeviceOf(cookieHeader: string | undefined | null): Promise<string | null> {
  const name = `${env().appUrl.startsWith("https://") ? "__Secure-" : ""}next-auth.session-token`;
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!value) return null;
  const claims = await decode({ token: decodeURIComponent(value), secret: secrets().sessionSecret }).catch(() => null);
  return typeof claims?.uid === "string" ? claims.uid : null;
}
