import type { Db } from "../db/client";
import { sqlUtc } from "../db/sql-time";

/**
 * Per-teammate read marks. The marketplace has one read flag for the whole seller account (and reading
 * without mark_as_read=false sets it), so Mostrador keeps its own: one row per (sale, teammate).
 * Plain SQL: opening a sale writes the mark, and Prisma's model upsert cost more event-loop CPU than the
 * rest of the write.
 */
export async function markSaleRead(db: Db, saleId: bigint, userId: string, now = new Date()) {
  await db.$executeRaw`
    INSERT INTO sale_reads (sale_id, user_id, read_at) VALUES (${saleId}, ${userId}, ${sqlUtc(now)}::timestamp(3))
    ON CONFLICT (sale_id, user_id) DO UPDATE SET read_at = EXCLUDED.read_at`;
}

export async function markSaleUnread(db: Db, saleId: bigint, userId: string) {
  await db.$executeRaw`DELETE FROM sale_reads WHERE sale_id = ${saleId} AND user_id = ${userId}`;
}

/** A new buyer message is unread for every teammate again. */
export async function clearSaleReads(db: Db, saleId: bigint) {
  await db.$executeRaw`DELETE FROM sale_reads WHERE sale_id = ${saleId}`;
}
