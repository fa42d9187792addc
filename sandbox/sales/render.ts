import { SITES, type User } from "../accounts/types.ts";
import { formatWithOffset } from "../core/dates.ts";
import type { Order, Sale, Shipment } from "./types.ts";

const local = (d: Date, order: { site_id: keyof typeof SITES }) => formatWithOffset(d, SITES[order.site_id].utcOffset);
const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Real profile: the documented orders search gives the buyer as `{id}` alone (orders-search-1 sample of
 * gestiona-ventas), so a third of the buyers (by id, so every order of one buyer agrees) come without a
 * nickname. Read by the app's buyer label ("Buyer 123456").
 */
export const buyerIdOnly = (buyerId: number) => buyerId % 3 === 0;

/**
 * An order as /orders/search and /orders/{id} return it (real field names, local dates). Real profile
 * (`shape`): the buyers above without a nickname, and on GET /orders/{id} `buyer.id` and `seller.id` as
 * strings, as the documented order fixture prints them (gpupo/mercadolivre-sdk Order/item.json).
 */
export function renderOrder(order: Order, buyer: User | undefined, shape: { real?: boolean; stringIds?: boolean } = {}) {
  const id = (n: number) => (shape.real && shape.stringIds ? String(n) : n);
  const total = cents(order.items.reduce((sum, l) => sum + l.quantity * l.unit_price, 0));
  return {
    id: order.id,
    status: order.status,
    date_created: local(order.date_created, order),
    date_closed: local(order.date_closed, order),
    last_updated: local(order.date_closed, order),
    pack_id: order.pack_id,
    total_amount: total,
    paid_amount: order.status === "paid" ? total : 0,
    currency_id: order.currency_id,
    buyer:
      shape.real && buyerIdOnly(order.buyer_id) ? { id: id(order.buyer_id) } : { id: id(order.buyer_id), nickname: buyer?.nickname ?? "" },
    seller: { id: id(order.seller_id) },
    order_items: order.items.map((l) => ({
      item: { id: l.item_id, title: l.title, category_id: l.category_id },
      quantity: l.quantity,
      unit_price: l.unit_price,
      full_unit_price: l.unit_price,
      currency_id: order.currency_id,
      manufacturing_days: l.manufacturing_days,
    })),
    shipping: { id: order.shipment_id },
    tags: order.tags,
  };
}

export function renderShipment(s: Shipment) {
  return {
    id: s.id,
    status: s.status,
    substatus: s.substatus,
    mode: s.mode,
    logistic_type: s.logistic_type,
    site_id: s.site_id,
    order_id: s.order_ids[0],
    order_ids: s.order_ids,
    sender_id: s.seller_id,
    receiver_id: s.buyer_id,
    date_created: local(s.date_created, s),
    last_updated: local(s.last_updated, s),
    // The handling deadline where the shipment's format has it: shipping_option in this one, lead_time in the new one.
    shipping_option: { estimated_handling_limit: { date: s.handling_limit ? local(s.handling_limit, s) : null } },
    receiver_address: {
      city: { name: s.receiver.city },
      state: { id: s.receiver.state_id, name: s.receiver.state_name },
      country: { id: SITES[s.site_id].country_id, name: SITES[s.site_id].name },
      zip_code: s.receiver.zip_code,
    },
  };
}

/**
 * The real API's new shipment format (notes §11, devsite/manage-shipments, asked for with
 * `x-format-new: true`): the logistic type and mode move to `logistic.{type,mode}`, the receiver's
 * address to `destination.shipping_address`, the sender to `origin`.
 */
export function renderShipmentNewFormat(s: Shipment) {
  const site = SITES[s.site_id];
  return {
    id: s.id,
    external_reference: null,
    status: s.status,
    substatus: s.substatus,
    date_created: local(s.date_created, s),
    last_updated: local(s.last_updated, s),
    logistic: { direction: "forward", mode: s.mode, type: s.logistic_type },
    lead_time: { estimated_handling_limit: { date: s.handling_limit ? local(s.handling_limit, s) : null } },
    source: { site_id: s.site_id, market_place: "MELI", customer_id: null },
    origin: { type: "selling_address", sender_id: s.seller_id },
    destination: {
      type: "buyer_address",
      receiver_id: s.buyer_id,
      shipping_address: {
        city: { name: s.receiver.city },
        state: { id: s.receiver.state_id, name: s.receiver.state_name },
        country: { id: site.country_id, name: site.name },
        zip_code: s.receiver.zip_code,
      },
    },
    tags: [],
  };
}

/** GET /packs/{id}: the cart's orders and shipment. */
export function renderPack(sale: Sale, shipment: Shipment) {
  return {
    id: sale.id,
    status: shipment.status === "cancelled" ? "cancelled" : "released",
    status_detail: null,
    family_pack_id: null,
    buyer: { id: sale.buyer_id },
    shipment: { id: shipment.id },
    orders: sale.order_ids.map((id) => ({ id })),
    date_created: local(sale.date_created, sale),
    last_updated: local(shipment.last_updated, shipment),
  };
}
