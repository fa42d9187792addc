import "server-only";
import type { Db } from "../db/client";
import type { NotificationSettings } from "../schemas/notification-settings";

/**
 * How notifications are flowing for one account, as every member may see it (Settings → Notifications):
 * when the last one arrived, the last sweep, what the sweep replayed, and how many wait to be processed.
 * The callback's plumbing (address, rate, raw ids) is the owner's: read-diagnostics.ts.
 */
export async function readNotificationFlow(db: Db, workspaceId: string, sellerId: number): Promise<NotificationSettings> {
  // Rows get their workspace when processed; until then they are found by the seller's user id.
  const mine = { OR: [{ workspaceId }, { userId: BigInt(sellerId) }] };
  const [sync, pending] = await Promise.all([
    db.workspaceSync.findUnique({ where: { workspaceId } }),
    db.marketplaceNotification.count({ where: { ...mine, status: "pending" } }),
  ]);
  return {
    lastNotificationAt: sync?.lastNotificationAt?.toISOString() ?? null,
    lastSweepAt: sync?.lastSweepAt?.toISOString() ?? null,
    missedReplayed: sync?.missedReplayed ?? 0,
    pending,
  };
}
