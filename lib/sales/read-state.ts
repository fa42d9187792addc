import type { Db } from "../db/client";

/**
 * Per-teammate read marks. The marketplace has one read flag for the whole seller account (and reading
 * without mark_as_read=false sets it), so Mostrador keeps its own: one row per (sale, teammate).
 */
export async function markSaleRead(db: Db, saleId: bigint, userId: string, now = new Date()) {
  await db.saleRead.upsert({ where: { saleId_userId: { saleId, userId } }, create: { saleId, userId, readAt: now }, update: { readAt: now } });
}

export async function markSaleUnread(db: Db, saleId: bigint, userId: string) {
  await db.saleRead.deleteMany({ where: { saleId, userId } });
}

/** A new buyer message is unread for every teammate again. */
export async function clearSaleReads(db: Db, saleId: bigint) {
  await db.saleRead.deleteMany({ where: { saleId } });
}
