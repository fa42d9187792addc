import type { Db } from "../db/client";

/** Where the items tables are kept in metrics_cache, one row per range. v2: rows compare visits over final days (comparedVisits); older stored rows lack it. */
export const ITEMS_TABLE_KEY = "items:v2:";

/** A new listing joined the seller's list: the stored items tables lack it, so the next look reads them again. */
export async function forgetItemsTables(db: Db, sellerId: number): Promise<void> {
  await db.$executeRaw`DELETE FROM metrics_cache WHERE seller_id = ${sellerId} AND starts_with(key, ${ITEMS_TABLE_KEY})`;
}
