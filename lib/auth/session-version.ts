import type { Db } from "../db/client";

/**
 * Ends every session of a user: each session cookie carries the version it was issued under (`sv`),
 * and withSeller and the dashboard compare it with this column on every request. Returns the new
 * version (a session re-issued by the caller, after a password change, carries it). The caller also
 * makes every instance forget the user's cached memberships (`forgetUserMemberships`).
 */
export async function bumpSessionVersion(db: Pick<Db, "$queryRaw">, userId: string): Promise<number> {
  const [row] = await db.$queryRaw<{ session_version: number }[]>`
    UPDATE users SET session_version = session_version + 1 WHERE id = ${userId} RETURNING session_version`;
  return row?.session_version ?? 0;
}

/** A cookie issued before the version existed carries none: it is version 0, as every user starts. */
export const tokenSessionVersion = (claims: { sv?: unknown }) => (typeof claims.sv === "number" ? claims.sv : 0);

/** Sessions last 30 days (lib/auth/options.ts), unless a bump ends them sooner. */
export const SESSION_MAX_AGE_S = 30 * 24 * 3600;
