import type { SiteId } from "../accounts/types.ts";

/** Mercado Envíos logistic types the sandbox seeds; "custom" is the seller's own shipping (not ME2). */
export type LogisticType = "fulfillment" | "cross_docking" | "drop_off" | "xd_drop_off" | "self_service" | "custom";

export type OptionId = "REQUEST_VARIANTS" | "REQUEST_BILLING_INFO" | "SEND_INVOICE_LINK" | "OTHER" | "DELIVERY_PROMISE";
export const OPTION_IDS: readonly OptionId[] = [
  "REQUEST_VARIANTS",
  "REQUEST_BILLING_INFO",
  "SEND_INVOICE_LINK",
  "OTHER",
  "DELIVERY_PROMISE",
];

export interface OrderItem {
  item_id: string;
  title: string;
  category_id: string;
  quantity: number;
  unit_price: number;
  /** Days the seller needs to make the product; non-null makes the sale an excepted case. */
  manufacturing_days: number | null;
}

export interface Order {
  id: number;
  /** Null for a single-order purchase: the order id then stands in the /packs/ position (notes §6). */
  pack_id: number | null;
  /** The sale (pack or single order) this order belongs to: key of SalesState.sales. */
  sale_id: number;
  seller_id: number;
  buyer_id: number;
  site_id: SiteId;
  status: "paid" | "cancelled";
  date_created: Date;
  date_closed: Date;
  items: OrderItem[];
  currency_id: string;
  shipment_id: number;
  tags: string[];
}

export interface Shipment {
  id: number;
  sale_id: number;
  order_ids: number[];
  seller_id: number;
  buyer_id: number;
  site_id: SiteId;
  status: "handling" | "ready_to_ship" | "shipped" | "delivered" | "cancelled";
  substatus: string | null;
  logistic_type: LogisticType;
  mode: "me2" | "custom";
  date_created: Date;
  last_updated: Date;
  receiver: { city: string; state_id: string; state_name: string; zip_code: string };
  /**
   * When the seller must have handed the parcel over (the handling deadline), or null where the seller has
   * none: Full (the warehouse ships), custom shipping (not Mercado Envíos), cancelled. seed-dispatch.ts.
   */
  handling_limit: Date | null;
}

export interface Message {
  id: string;
  from_user_id: number;
  to_user_id: number;
  text: string;
  status: "available" | "moderated";
  created: Date;
  available: Date | null;
  read: Date | null;
  moderation: { status: "clean" | "rejected"; reason: string | null; date: Date };
  /** The action-guide option that sent it, if any (kept for the conversation view). */
  option_id: OptionId | null;
}

/** One post-sale conversation: a pack (cart of several orders) or a single order. */
export interface Sale {
  /** The pack id, or the order id when the purchase has no pack. */
  id: number;
  is_pack: boolean;
  order_ids: number[];
  seller_id: number;
  buyer_id: number;
  site_id: SiteId;
  shipment_id: number;
  date_created: Date;
  /** Why the action guide does not apply, or null. */
  excepted: "auto_parts" | "manufacturing_time" | null;
  /** Blocked conversation substatus (notes §6 list), or null when messages flow. */
  blocked: string | null;
  caps: Record<OptionId, number>;
  buyer_replied: boolean;
  messages: Message[];
}
