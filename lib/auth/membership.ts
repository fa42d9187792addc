import "server-only";
import { getDb } from "../db";
import type { Role } from "./roles";

export interface MembershipFacts {
  role: Role;
  workspaceId: string;
  sellerId: number;
  siteId: string;
}

/**
 * The teammate's current role and workspace, read on every API request so a removed or demoted
 * teammate loses access at once. A very short cache spares the embedded database (whose queries run on
 * the event loop) under bursts; changes made through this process forget the entry immediately.
 */
const TTL_MS = 2_000;
const cache = new Map<string, { facts: MembershipFacts | null; until: number }>();
const key = (userId: string, workspaceId: string) => `${userId}:${workspaceId}`;

export async function readMembership(userId: string, workspaceId: string): Promise<MembershipFacts | null> {
  const hit = cache.get(key(userId, workspaceId));
  if (hit && hit.until > Date.now()) return hit.facts;
  const db = await getDb();
  const row = await db.membership.findUnique({ where: { userId_workspaceId: { userId, workspaceId } }, include: { workspace: true } });
  const facts = row ? { role: row.role, workspaceId, sellerId: Number(row.workspace.sellerId), siteId: row.workspace.siteId } : null;
  cache.set(key(userId, workspaceId), { facts, until: Date.now() + TTL_MS });
  return facts;
}

/** Call after changing or removing a membership. */
export function forgetMembership(userId: string, workspaceId: string): void {
  cache.delete(key(userId, workspaceId));
}
