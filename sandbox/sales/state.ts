import type { OptionId, Order, Sale, Shipment } from "./types.ts";

export interface SalesState {
  orders: Map<number, Order>;
  /** Conversations keyed by pack id, or by order id for purchases without a pack. */
  sales: Map<number, Sale>;
  shipments: Map<number, Shipment>;
  /** "<seller>:<sale>" pairs with an option request in flight (the spec's 409 lock). */
  locks: Set<string>;
  /** Test hook: the next option POSTs on a sale wait this long while holding the lock. */
  optionDelays: Map<number, { delay_ms: number; remaining: number }>;
  /** Counter behind generated message ids. */
  nextMessage: number;
}

/** Caps per option on a fresh sale: one message per reason, two for the free field (README). */
export const DEFAULT_CAPS: Record<OptionId, number> = {
  REQUEST_VARIANTS: 1,
  REQUEST_BILLING_INFO: 1,
  SEND_INVOICE_LINK: 1,
  OTHER: 2,
  DELIVERY_PROMISE: 1,
};

export function createSalesState(): SalesState {
  return { orders: new Map(), sales: new Map(), shipments: new Map(), locks: new Set(), optionDelays: new Map(), nextMessage: 1 };
}
