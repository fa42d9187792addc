import "server-only";
import { z } from "zod";
import type { SellerClient } from "./client";
import { lenientNumber, numericId } from "./ids";
import { lenientArray } from "./lenient";

/**
 * Orders, packs and shipments: what the sales list and a sale's header need. Lenient shapes (the real
 * API sends far more fields); ids can exceed 2^31 but stay below 2^53, and come as numbers or as digit
 * strings (numericId). Every list is read element by element (lenientArray): one unreadable order, line
 * or pack entry is left out and named, never the page.
 */
const orderItemSchema = z.object({
  item: z.object({
    id: z.string(),
    title: z
      .string()
      .nullish()
      .transform((t) => t ?? ""),
  }),
  quantity: lenientNumber,
  unit_price: lenientNumber,
});

export const orderSchema = z.object({
  id: numericId,
  status: z.string(),
  date_created: z.string(),
  pack_id: numericId.nullish(),
  total_amount: lenientNumber.nullish(),
  currency_id: z.string(),
  // The documented search gives the buyer as `{id}` alone: the nickname is then unknown (lib/buyer-label.ts).
  buyer: z.object({ id: numericId, nickname: z.string().nullish() }),
  order_items: lenientArray(orderItemSchema),
  shipping: z.object({ id: numericId.nullish() }).nullish(),
});
export type MarketplaceOrder = z.infer<typeof orderSchema>;

const searchSchema = z.object({
  results: lenientArray(orderSchema),
  paging: z.object({ total: numericId, offset: numericId.optional(), limit: numericId.optional() }),
});

/** /orders/search caps limit at 51 on the real API too. */
export const ORDER_PAGE_MAX = 51;

export function searchOrders(marketplace: SellerClient, sellerId: number, { offset = 0, limit = ORDER_PAGE_MAX } = {}) {
  return marketplace("/orders/search", {
    schema: searchSchema,
    query: { seller: sellerId, sort: "date_desc", offset, limit: Math.min(limit, ORDER_PAGE_MAX) },
  });
}

export function getOrder(marketplace: SellerClient, orderId: number): Promise<MarketplaceOrder> {
  return marketplace(`/orders/${orderId}`, { schema: orderSchema });
}

const cityOf = z.object({ city: z.object({ name: z.string().nullish() }).nullish() }).nullish();

const handlingLimitHolder = z
  .object({ estimated_handling_limit: z.object({ date: z.string().nullish() }).nullish() })
  .nullish()
  .catch(null);
const parseLimit = (date: string | null | undefined): Date | null => {
  const at = date ? Date.parse(date) : Number.NaN;
  return Number.isNaN(at) ? null : new Date(at);
};

/**
 * A shipment in the spec's shape (`logistic_type`, `mode`, `receiver_address`) or the real API's new
 * format, which `x-format-new: true` asks for and which moves them to `logistic.type`, `logistic.mode`
 * and `destination.shipping_address` (notes §11, manage-shipments). Both become the same shipment.
 */
export const shipmentSchema = z
  .object({
    id: numericId,
    status: z.string(),
    substatus: z.string().nullish(),
    logistic_type: z.string().nullish(),
    mode: z.string().nullish(),
    logistic: z.object({ type: z.string().nullish(), mode: z.string().nullish() }).nullish(),
    receiver_address: cityOf,
    destination: z.object({ shipping_address: cityOf }).nullish(),
    // The handling deadline: shipping_option in the older shape, lead_time in the new format. Read leniently:
    // a date that does not parse is no deadline, never a failed shipment.
    shipping_option: handlingLimitHolder,
    lead_time: handlingLimitHolder,
  })
  .transform(({ logistic, destination, shipping_option, lead_time, ...s }) => ({
    id: s.id,
    status: s.status,
    substatus: s.substatus,
    handling_limit: parseLimit(lead_time?.estimated_handling_limit?.date) ?? parseLimit(shipping_option?.estimated_handling_limit?.date),
    logistic_type: logistic?.type ?? s.logistic_type,
    mode: logistic?.mode ?? s.mode,
    receiver_address: destination?.shipping_address ?? s.receiver_address,
  }));
export type MarketplaceShipment = z.infer<typeof shipmentSchema>;

/** The new format's header (notes §11); the spec's sandbox ignores it and answers its own shape. */
export const SHIPMENT_HEADERS = { "x-format-new": "true" };

export function getShipment(marketplace: SellerClient, shipmentId: number): Promise<MarketplaceShipment> {
  return marketplace(`/shipments/${shipmentId}`, { schema: shipmentSchema, headers: SHIPMENT_HEADERS });
}

/**
 * The shipping label through /shipment_labels: ZPL II for Zebra printers (raw in the spec, zipped by the
 * real API), or a PDF. A PDF is asked for both ways: the spec's `savePdf=Y` and the real API's
 * `response_type=pdf` (notes §11); both sandbox profiles accept the pair. Returned raw (not JSON), so
 * this goes around the JSON client with the seller's bearer.
 */
export function labelQuery(shipmentId: number, format: "zpl2" | "pdf"): Record<string, string> {
  return format === "zpl2"
    ? { shipment_ids: String(shipmentId), response_type: "zpl2" }
    : { shipment_ids: String(shipmentId), response_type: "pdf", savePdf: "Y" };
}

const packSchema = z.object({ id: numericId, orders: lenientArray(z.object({ id: numericId })) });

/** A real pack (cart of several orders); single-order purchases have none (their order id stands in). */
export function getPack(marketplace: SellerClient, packId: number) {
  return marketplace(`/packs/${packId}`, { schema: packSchema });
}

export interface SaleLine {
  orderId: string;
  itemId: string;
  quantity: number;
  at: string;
  /** The price paid per unit: the item's price at the time (price changes show through it). */
  unitPrice?: number;
}

/** A safety stop: 40 pages ≈ 2,000 orders in the range; the metrics page says so when it is reached. */
const MAX_SALES_PAGES = 40;

/**
 * Units sold per item from the seller's orders created on or after `sinceIso` (cancelled orders left
 * out): real sales for a period, unlike the item's rounded public sold_quantity. Reads newest first and
 * stops at the first page that reaches back past the start.
 */
export async function listSalesSince(
  marketplace: SellerClient,
  sellerId: number,
  sinceIso: string,
): Promise<{ lines: SaleLine[]; complete: boolean }> {
  const since = Date.parse(sinceIso);
  const lines: SaleLine[] = [];
  for (let page = 0; page < MAX_SALES_PAGES; page++) {
    const body = await searchOrders(marketplace, sellerId, { offset: page * ORDER_PAGE_MAX });
    let reachedStart = false;
    for (const order of body.results) {
      const at = Date.parse(order.date_created);
      if (at < since) {
        reachedStart = true;
        continue;
      }
      if (order.status === "cancelled" || order.status === "invalid") continue;
      for (const line of order.order_items)
        lines.push({
          orderId: String(order.id),
          itemId: line.item.id,
          quantity: line.quantity,
          at: new Date(at).toISOString(),
          unitPrice: line.unit_price,
        });
    }
    if (reachedStart || (page + 1) * ORDER_PAGE_MAX >= body.paging.total) return { lines, complete: true };
  }
  return { lines, complete: false };
}
