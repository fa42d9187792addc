import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { isKnownTopic, type NotificationRecord } from "./parse";

/**
 * Durable insert, deduplicated by the unique dedupe key (ON CONFLICT DO NOTHING), so a retried or
 * replayed notification is stored once. Unknown topics are kept, already marked ignored, for the record.
 * Returns how many were new.
 *
 * One INSERT … SELECT FROM unnest(one array per column) rather than Prisma's createMany: Prisma compiles
 * a createMany row by row on the event loop (measured for 100 notifications on PGlite: 22–50 ms, about
 * 20 ms of it on the event loop, against 4–7 ms and about 2 ms for this), and the mover stores a burst
 * 100 at a time while requests wait on that loop.
 */
export async function storeNotifications(db: Db, records: NotificationRecord[]): Promise<number> {
  if (records.length === 0) return 0;
  const column = <T>(of: (r: NotificationRecord) => T) => records.map(of);
  return db.$executeRaw`
    INSERT INTO marketplace_notifications (id, dedupe_key, topic, resource, user_id, source, received_at, next_attempt_at, status, last_error, processed_at)
    SELECT id, dedupe_key, topic, resource, user_id, source, received_at, received_at, status::"NotificationStatus",
      CASE WHEN status = 'ignored' THEN 'unknown topic' END,
      CASE WHEN status = 'ignored' THEN received_at END
    FROM unnest(
      ${column(() => randomUUID())}::text[],
      ${column((r) => r.dedupeKey)}::text[],
      ${column((r) => r.topic)}::text[],
      ${column((r) => r.resource)}::text[],
      ${column((r) => String(r.userId))}::bigint[],
      ${column((r) => r.source)}::text[],
      ${column((r) => r.receivedAt.toISOString())}::timestamp(3)[],
      ${column((r) => (isKnownTopic(r.topic) ? "pending" : "ignored"))}::text[]
    ) AS n(id, dedupe_key, topic, resource, user_id, source, received_at, status)
    ON CONFLICT (dedupe_key) DO NOTHING`;
}
