import "server-only";
import { getDb } from "../db";
import type { Role } from "./roles";

const ACTIVITY_EVERY_MS = 60_000;

/**
 * What the dashboard shell needs of the member and the seller, from our own tables only: null when the
 * membership is gone (removed teammate) or the session's version is behind the user's (signed out
 * everywhere, a password changed), which signs them out.
 */
export async function readShellAccount(
  userId: string,
  workspaceId: string,
  sessionVersion: number,
): Promise<{ nickname: string; siteId: string; role: Role; userId: string } | null> {
  const db = await getDb();
  const row = await db.membership.findUnique({
    where: { userId_workspaceId: { userId, workspaceId } },
    select: { role: true, workspace: { select: { nickname: true, siteId: true } }, user: { select: { sessionVersion: true } } },
  });
  if (!row || row.user.sessionVersion !== sessionVersion) return null;
  // Activity for the team page: one write a minute at most, whatever the page loads.
  await db.membership.updateMany({
    where: { userId, workspaceId, OR: [{ lastActiveAt: null }, { lastActiveAt: { lt: new Date(Date.now() - ACTIVITY_EVERY_MS) } }] },
    data: { lastActiveAt: new Date() },
  });
  return { nickname: row.workspace.nickname, siteId: row.workspace.siteId, role: row.role, userId };
}
