import type { Db } from "../db/client";
import { markChanged } from "./cache";

/**
 * Where the items tables are kept in metrics_cache, one row per range. v2: rows compare visits over final
 * days (comparedVisits); v3: rows say why visits are missing as a code (errorCode), not English text;
 * v4: the table says up to which day its visits were final (finalThrough). Older stored tables lack these
 * fields and would fail the route's schema.
 */
export const ITEMS_TABLE_KEY = "items:v4:";

/** Moved when the seller's list gains a listing: an items table read under way then is not stored. */
export const LISTING_CHANGED_MARKER = "listing-changed";

/**
 * A new listing joined the seller's list: the stored items tables lack it, so the next look reads them
 * again, and a read under way (it started from the old list) is not stored.
 */
export async function forgetItemsTables(db: Db, sellerId: number): Promise<void> {
  await markChanged(db, sellerId, LISTING_CHANGED_MARKER);
  await db.$executeRaw`DELETE FROM metrics_cache WHERE seller_id = ${sellerId} AND starts_with(key, ${ITEMS_TABLE_KEY})`;
}
