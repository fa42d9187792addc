// GET /api/settings/notifications: how notifications are flowing for this account (every member).
// The callback's plumbing (address, rate, raw ids) is the owner's: GET /api/settings/diagnostics.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { notificationSettingsSchema } from "@/lib/schemas/notification-settings";

export const dynamic = "force-dynamic";

export const GET = withSeller("viewer", async (_req, { workspaceId, sellerId }) => {
  const db = await getDb();
  // Rows get their workspace when processed; until then they are found by the seller's user id.
  const mine = { OR: [{ workspaceId }, { userId: BigInt(sellerId) }] };
  const [sync, pending] = await Promise.all([
    db.workspaceSync.findUnique({ where: { workspaceId } }),
    db.marketplaceNotification.count({ where: { ...mine, status: "pending" } }),
  ]);
  return NextResponse.json(
    notificationSettingsSchema.parse({
      lastNotificationAt: sync?.lastNotificationAt?.toISOString() ?? null,
      lastSweepAt: sync?.lastSweepAt?.toISOString() ?? null,
      missedReplayed: sync?.missedReplayed ?? 0,
      pending,
    }),
  );
});
