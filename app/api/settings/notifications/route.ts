// GET /api/settings/notifications: the callback URL to register, and how notifications are flowing.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { notificationSettingsSchema } from "@/lib/notifications/settings-schema";
import { notificationIntake } from "@/lib/notifications/runtime";
import { CALLBACK_RATE } from "@/lib/notifications/sender-limit";

export const dynamic = "force-dynamic";

export const GET = withSeller("viewer", async (_req, { workspaceId, sellerId }) => {
  const db = await getDb();
  // Rows get their workspace when processed; until then they are found by the seller's user id.
  const mine = { OR: [{ workspaceId }, { userId: BigInt(sellerId) }] };
  const [sync, recent, pending] = await Promise.all([
    db.workspaceSync.findUnique({ where: { workspaceId } }),
    db.marketplaceNotification.findMany({ where: mine, orderBy: { receivedAt: "desc" }, take: 20 }),
    db.marketplaceNotification.count({ where: { ...mine, status: "pending" } }),
  ]);
  const counts = notificationIntake().counts();
  return NextResponse.json(
    notificationSettingsSchema.parse({
      callbackUrl: `${env().appUrl}/api/notifications`,
      lastNotificationAt: sync?.lastNotificationAt?.toISOString() ?? null,
      lastSweepAt: sync?.lastSweepAt?.toISOString() ?? null,
      missedReplayed: sync?.missedReplayed ?? 0,
      pending,
      intake: {
        ...CALLBACK_RATE,
        allowedNetworks: env()
          .callbackAllowedNetworks.split(",")
          .filter((n) => n.trim()).length,
        dropped: counts.foreign_application + counts.not_actionable + counts.unknown_seller,
        rateLimited: counts.rate_limited,
      },
      recent: recent.map((n) => ({
        id: n.id,
        topic: n.topic,
        resource: n.resource,
        source: n.source,
        status: n.status,
        attempts: n.attempts,
        receivedAt: n.receivedAt.toISOString(),
        lastError: n.lastError,
      })),
    }),
  );
});
