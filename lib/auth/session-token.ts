import "server-only";
import { decode, getToken, type JWT, type JWTDecodeParams } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { env } from "../env";
import { secrets } from "../secrets";
import { processSingleton } from "../process-singleton";

/**
 * The session JWT straight from the cookie (cheaper than getServerSession on every API call).
 *
 * Decrypting it costs a key derivation and a decryption on every request; the same cookie value always
 * holds the same claims (the encryption is authenticated), so each value is decoded once and kept until
 * the claims expire. The cache holds claims only, never the cookie's role or access: those are read per
 * request (lib/accounts/membership).
 */
const MAX_ENTRIES = 1_000;
const decoded = processSingleton("sessionClaims", () => new Map<string, JWT>());

async function decodeOnce(params: JWTDecodeParams): Promise<JWT | null> {
  const key = params.token;
  if (!key) return null;
  const hit = decoded.get(key);
  if (hit && isLive(hit)) return hit;
  decoded.delete(key);
  const claims = await decode(params);
  if (!claims || !isLive(claims)) return claims;
  // The oldest entry goes first (a Map keeps insertion order).
  if (decoded.size >= MAX_ENTRIES) decoded.delete(decoded.keys().next().value!);
  decoded.set(key, claims);
  return claims;
}

const isLive = (claims: JWT) => typeof claims.exp !== "number" || claims.exp * 1000 > Date.now();

export function readSessionToken(req: NextRequest): Promise<JWT | null> {
  return getToken({ req, secret: secrets().sessionSecret, secureCookie: env().appUrl.startsWith("https://"), decode: decodeOnce });
}
