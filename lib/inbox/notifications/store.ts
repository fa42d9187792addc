import type { Db } from "../../db/client";
import { isKnownTopic, type NotificationRecord } from "./parse";

/**
 * Durable insert, deduplicated by the unique dedupe key (ON CONFLICT DO NOTHING), so a retried or
 * replayed notification is stored once. Unknown topics are kept, already marked ignored, for the record.
 * Returns how many were new.
 */
export async function storeNotifications(db: Db, records: NotificationRecord[]): Promise<number> {
  if (records.length === 0) return 0;
  const { count } = await db.marketplaceNotification.createMany({
    data: records.map((r) => ({
      dedupeKey: r.dedupeKey,
      topic: r.topic,
      resource: r.resource,
      userId: r.userId,
      source: r.source,
      receivedAt: r.receivedAt,
      nextAttemptAt: r.receivedAt,
      ...(isKnownTopic(r.topic) ? {} : { status: "ignored" as const, lastError: "unknown topic", processedAt: r.receivedAt }),
    })),
    skipDuplicates: true,
  });
  return count;
}
