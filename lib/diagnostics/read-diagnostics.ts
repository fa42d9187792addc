import "server-only";
import type { Db } from "../db/client";
import { env } from "../env";
import { fieldFallbacks, unreadableElements } from "../marketplace/lenient";
import { notificationIntake } from "../notifications/runtime";
import { CALLBACK_RATE } from "../notifications/sender-limit";
import { diagnosticsSchema, type Diagnostics } from "../schemas/notification-settings";

/**
 * The owner's diagnostics of one account (Settings → Notifications): the callback's plumbing, this
 * account's own counters and raw notifications, and what lenient reading left out for its seller.
 * Everything is this account's: counters and left-out elements are kept per seller, rows per workspace.
 */
export async function readDiagnostics(db: Db, workspaceId: string, sellerId: number): Promise<Diagnostics> {
  const mine = { OR: [{ workspaceId }, { userId: BigInt(sellerId) }] };
  const recent = await db.marketplaceNotification.findMany({ where: mine, orderBy: { receivedAt: "desc" }, take: 20 });
  const counts = notificationIntake().countsFor(BigInt(sellerId));
  const leftOut = [
    ...unreadableElements(sellerId).map((e) => ({
      kind: "element_left_out" as const,
      call: e.call,
      id: e.id,
      issues: e.issues,
      at: e.at,
      count: e.count,
    })),
    ...fieldFallbacks(sellerId).map((f) => ({ kind: f.kind, call: f.call, id: f.field, issues: f.issues, at: f.at, count: f.count })),
  ].sort((a, b) => b.at - a.at);
  return diagnosticsSchema.parse({
    callback: {
      url: `${env().appUrl}/api/notifications`,
      ...CALLBACK_RATE,
      allowedNetworks: env()
        .callbackAllowedNetworks.split(",")
        .filter((n) => n.trim()).length,
    },
    counts: { received: counts.received, foreignApplication: counts.foreign_application, notActionable: counts.not_actionable },
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
    leftOut: leftOut.map((e) => ({ ...e, at: new Date(e.at).toISOString() })),
  });
}
