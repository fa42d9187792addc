import "server-only";
import { listSalesSince, type SaleLine } from "../marketplace/orders";
import { readThrough } from "./cache";
import type { DayRange } from "../date-range";
import { addDays } from "./range";
import type { MetricsScope } from "./scope";

/**
 * The seller's order lines since a site date, read once and kept for 10 minutes: the account series
 * (both periods) and the items table of one page load all use the same read.
 */
export async function salesSince(scope: MetricsScope, since: DayRange["from"]): Promise<{ lines: SaleLine[]; complete: boolean }> {
  const cached = await readThrough(scope.db, scope.sellerId, `orders:since:${since}`, 10 * 60_000, () =>
    // A day earlier in UTC covers every site's offset; local-day bucketing drops what is outside.
    listSalesSince(scope.marketplace, scope.sellerId, `${addDays(since, -1)}T00:00:00Z`),
  );
  return cached.payload;
}
