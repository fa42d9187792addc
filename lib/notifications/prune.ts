import type { Db } from "../db/client";
import { sqlUtc } from "../db/sql-time";

/**
 * How long finished notifications are kept. Processed and ignored ones: past the missed feed's two
 * days (notes §3), so a notification the sweep finds there again still meets its dedupe key and is
 * not processed twice. Failed ones a little longer, for whoever looks into why.
 */
export const KEEP_FINISHED_MS = 3 * 24 * 3_600_000;
export const KEEP_FAILED_MS = 7 * 24 * 3_600_000;
/** Settings → Notifications lists each seller's latest 20: those are never pruned, however old. */
export const KEEP_LATEST_PER_SELLER = 20;
/** Rows per DELETE: each statement stays short (on PGlite it holds the only session). */
const BATCH = 2_000;

/** Deletes finished notifications past their retention, in batches; returns how many went. */
export async function pruneNotifications(db: Db, now = new Date()): Promise<number> {
  const finishedBefore = sqlUtc(new Date(now.getTime() - KEEP_FINISHED_MS));
  const failedBefore = sqlUtc(new Date(now.getTime() - KEEP_FAILED_MS));
  let total = 0;
  for (;;) {
    const deleted = await db.$executeRaw`
      DELETE FROM marketplace_notifications WHERE id IN (
        SELECT m.id FROM marketplace_notifications m
        WHERE ((m.status IN ('processed', 'ignored') AND m.processed_at < ${finishedBefore}::timestamp(3))
            OR (m.status = 'failed' AND m.processed_at < ${failedBefore}::timestamp(3)))
          AND m.id NOT IN (
            SELECT id FROM (
              SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY received_at DESC) AS nth FROM marketplace_notifications
            ) latest WHERE nth <= ${KEEP_LATEST_PER_SELLER})
        LIMIT ${BATCH})`;
    total += deleted;
    if (deleted < BATCH) return total;
  }
}
