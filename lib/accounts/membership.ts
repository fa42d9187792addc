import "server-only";
import { getDb, listenDb } from "../db";
import type { Role } from "../auth/roles";
import { processSingleton } from "../process-singleton";
import { logger } from "../log";

const log = logger("membership");

export interface MembershipFacts {
  role: Role;
  workspaceId: string;
  sellerId: number;
  siteId: string;
  /** The account's marketplace nickname, as we store it. */
  nickname: string;
  /** The member's own name (an author on notes, presence, messages). */
  userName: string;
  /** The user's current session version: a cookie issued under another one has ended. */
  sessionVersion: number;
}

/**
 * The teammate's current role and workspace, read on every API request so a removed or demoted
 * teammate loses access at once. A very short cache spares the database (embedded PGlite is one session
 * for every request) under bursts. A change on any instance NOTIFYs every instance, which forgets the
 * entry at once; the cache is used only while this process is listening (and emptied whenever the
 * listener reconnects, since notices sent meanwhile were lost).
 */
const TTL_MS = 2_000;
const CHANNEL = "mostrador_membership";
/** The process's cache (lib/testing/reset-app-data.ts empties it by this name). */
export const MEMBERSHIP_CACHE = "membershipCache";
const cache = processSingleton(MEMBERSHIP_CACHE, () => new Map<string, { facts: MembershipFacts | null; until: number }>());
const key = (userId: string, workspaceId: string) => `${userId}:${workspaceId}`;

function listening(): Promise<boolean> {
  return processSingleton("membershipListening", () =>
    listenDb(
      CHANNEL,
      (payload) => cache.delete(payload),
      () => cache.clear(),
    ).then(
      () => true,
      (error: Error) => {
        log.error({ err: error }, "cannot listen for changes; not caching");
        return false;
      },
    ),
  );
}

export async function readMembership(userId: string, workspaceId: string): Promise<MembershipFacts | null> {
  const canCache = await listening();
  const hit = canCache ? cache.get(key(userId, workspaceId)) : undefined;
  if (hit && hit.until > Date.now()) return hit.facts;
  const db = await getDb();
  const row = await db.membership.findUnique({
    where: { userId_workspaceId: { userId, workspaceId } },
    include: { workspace: true, user: { select: { sessionVersion: true, name: true } } },
  });
  const facts = row
    ? {
        role: row.role,
        workspaceId,
        sellerId: Number(row.workspace.sellerId),
        siteId: row.workspace.siteId,
        nickname: row.workspace.nickname,
        userName: row.user.name,
        sessionVersion: row.user.sessionVersion,
      }
    : null;
  if (canCache) cache.set(key(userId, workspaceId), { facts, until: Date.now() + TTL_MS });
  return facts;
}

/** Call after changing or removing a membership: every instance forgets it (this one before returning). */
export async function forgetMembership(userId: string, workspaceId: string): Promise<void> {
  cache.delete(key(userId, workspaceId));
  await (await getDb()).$executeRawUnsafe(`SELECT pg_notify('${CHANNEL}', $1)`, key(userId, workspaceId));
}
