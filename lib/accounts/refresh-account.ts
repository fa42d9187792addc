import "server-only";
import { getDb } from "../db";

/**
 * Keeps our copy of the seller's nickname and site current: written at sign-in, refreshed here whenever
 * the marketplace answers, so the shell never needs the marketplace to show them.
 */
export async function refreshStoredAccount(workspaceId: string, profile: { nickname: string; siteId: string }): Promise<void> {
  const db = await getDb();
  await db.workspace.updateMany({
    where: { id: workspaceId, NOT: { nickname: profile.nickname, siteId: profile.siteId } },
    data: { nickname: profile.nickname, siteId: profile.siteId },
  });
}
