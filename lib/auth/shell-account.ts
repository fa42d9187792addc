import "server-only";
import { getDb } from "../db";
import type { Role } from "./roles";

/**
 * What the dashboard shell needs of the member and the seller, from our own tables only: null when the
 * membership is gone (removed teammate), which signs them out.
 */
export async function readShellAccount(userId: string, workspaceId: string): Promise<{ nickname: string; siteId: string; role: Role; userId: string } | null> {
  const db = await getDb();
  const row = await db.membership.findUnique({
    where: { userId_workspaceId: { userId, workspaceId } },
    select: { role: true, workspace: { select: { nickname: true, siteId: true } } },
  });
  return row ? { nickname: row.workspace.nickname, siteId: row.workspace.siteId, role: row.role, userId } : null;
}
