import "server-only";
import { z } from "zod";
import type { SellerClient } from "./client";

const orderSchema = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.string().nullish(),
  date_created: z.string(),
  order_items: z.array(z.object({ item: z.object({ id: z.string() }), quantity: z.number().catch(0) })).catch([]),
});
const pageSchema = z.object({ results: z.array(orderSchema), paging: z.object({ total: z.number(), limit: z.number().optional() }) });

export interface SaleLine {
  orderId: string;
  itemId: string;
  quantity: number;
  at: string;
}

const PAGE = 50;
/** A safety stop: 40 pages = 2,000 orders in the range; the page says so when it is reached. */
const MAX_PAGES = 40;

/**
 * Units sold per item from the seller's orders created on or after `sinceIso` (cancelled orders left
 * out): real sales for a period, unlike the item's rounded public sold_quantity. Reads newest first and
 * stops at the first page that reaches back past the start.
 */
export async function listSalesSince(marketplace: SellerClient, sellerId: number, sinceIso: string): Promise<{ lines: SaleLine[]; complete: boolean }> {
  const since = Date.parse(sinceIso);
  const lines: SaleLine[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await marketplace("/orders/search", { schema: pageSchema, query: { seller: sellerId, sort: "date_desc", offset: page * PAGE, limit: PAGE } });
    let reachedStart = false;
    for (const order of body.results) {
      const at = Date.parse(order.date_created);
      if (at < since) {
        reachedStart = true;
        continue;
      }
      if (order.status === "cancelled" || order.status === "invalid") continue;
      for (const line of order.order_items) lines.push({ orderId: String(order.id), itemId: line.item.id, quantity: line.quantity, at: new Date(at).toISOString() });
    }
    if (reachedStart || (page + 1) * PAGE >= body.paging.total) return { lines, complete: true };
  }
  return { lines, complete: false };
}
