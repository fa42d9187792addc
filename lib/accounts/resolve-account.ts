import "server-only";
import { getDb } from "../db";
import { readMembership, type MembershipFacts } from "./membership";

export type ResolvedAccount =
  | { kind: "ok"; facts: MembershipFacts }
  /** The person has no role in the requested account (or it does not exist): never another account's data. */
  | { kind: "no_access" }
  /** The session has ended (signed out everywhere, a password changed, or no membership left). */
  | { kind: "ended" };

/**
 * The one answer to "which account does this request act on, and with which role": used by withSeller,
 * the dashboard layout and page guards, and /api/events. The membership is read on every request (short,
 * NOTIFY-invalidated cache: lib/accounts/membership), so a removed teammate loses access at once.
 *
 * - `requested` (the `account` param or header): that account or no access, never a fallback.
 * - none requested: the session's default (`fallback`, the last account switched to); if that membership
 *   is gone, the person's oldest remaining one; none left ends the session, as before.
 */
export async function resolveAccount(
  userId: string,
  requested: string | null | "invalid",
  fallback: string | null,
  sessionVersion: number,
): Promise<ResolvedAccount> {
  if (requested === "invalid") return (await userSessionVersion(userId)) === sessionVersion ? { kind: "no_access" } : { kind: "ended" };
  if (requested) {
    const facts = await readMembership(userId, requested);
    if (facts) return facts.sessionVersion === sessionVersion ? { kind: "ok", facts } : { kind: "ended" };
    // No role here: say so only to a live session (an ended one signs in again first).
    return (await userSessionVersion(userId)) === sessionVersion ? { kind: "no_access" } : { kind: "ended" };
  }
  const preferred = fallback ? await readMembership(userId, fallback) : null;
  const facts = preferred ?? (await firstMembership(userId));
  if (!facts || facts.sessionVersion !== sessionVersion) return { kind: "ended" };
  return { kind: "ok", facts };
}

async function userSessionVersion(userId: string): Promise<number | null> {
  const user = await (await getDb()).user.findUnique({ where: { id: userId }, select: { sessionVersion: true } });
  return user?.sessionVersion ?? null;
}

async function firstMembership(userId: string): Promise<MembershipFacts | null> {
  const first = await (
    await getDb()
  ).membership.findFirst({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { workspaceId: true },
  });
  return first ? readMembership(userId, first.workspaceId) : null;
}
