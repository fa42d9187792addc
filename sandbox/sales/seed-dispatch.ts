import { SITES } from "../accounts/types.ts";
import type { SalesState } from "./state.ts";
import type { Shipment } from "./types.ts";

const DAY = 86_400_000;
/** Bought before this local hour: must leave the same day; later, the next day. */
const CUTOFF_HOUR = 14;
/** Per seller: this many of yesterday's sales are still to hand over today, and this many are already late. */
const DUE_TODAY_PER_SELLER = 3;
const LATE_PER_SELLER = 2;

/**
 * The sandbox's handling deadlines (sandbox/sales/README.md, "Dispatch deadlines"), the day counted in the
 * site's time zone: Mercado Envíos shipments the seller hands over (not Full, whose warehouse ships, nor custom
 * shipping) bought before 14:00 must leave by the end of that day, later ones by the end of the next day, plus the
 * manufacturing days of a made-to-order product. Then, so every seller has today's work and some already late
 * (the account-health page's dispatch risk), the newest of those whose deadline is today, and two whose
 * deadline passed in the last three days, are put back to "ready to ship" (the random mix ships most sales the
 * day after). No random draw: the seed's other data does not move.
 */
export function seedDispatchDeadlines(sales: SalesState, now: Date): void {
  const bySeller = new Map<number, Shipment[]>();
  for (const shipment of sales.shipments.values()) {
    shipment.handling_limit = handlingLimitOf(shipment, manufacturingDays(sales, shipment));
    if (!shipment.handling_limit) continue;
    const list = bySeller.get(shipment.seller_id) ?? [];
    list.push(shipment);
    bySeller.set(shipment.seller_id, list);
  }
  for (const shipments of bySeller.values()) {
    const plain = shipments
      .filter((s) => manufacturingDays(sales, s) === 0 && s.status !== "cancelled")
      .sort((a, b) => b.date_created.getTime() - a.date_created.getTime());
    const offset = SITES[plain[0]?.site_id ?? "MLA"].utcOffset;
    const todayEnd = localDayEnd(now, offset, 0).getTime();
    const dueToday = plain.filter((s) => s.handling_limit!.getTime() === todayEnd).slice(0, DUE_TODAY_PER_SELLER);
    const late = plain
      .filter((s) => s.handling_limit!.getTime() < now.getTime() && s.handling_limit!.getTime() >= todayEnd - 3 * DAY)
      .slice(0, LATE_PER_SELLER);
    for (const s of dueToday) holdBack(sales, s, "ready_to_print", now);
    for (const s of late) holdBack(sales, s, "printed", now);
  }
}

/** The deadline rule above; null where the seller hands nothing over. */
export function handlingLimitOf(
  s: Pick<Shipment, "mode" | "logistic_type" | "status" | "date_created" | "site_id">,
  manufacturing: number,
): Date | null {
  if (s.mode !== "me2" || s.logistic_type === "fulfillment" || s.status === "cancelled") return null;
  const offset = SITES[s.site_id].utcOffset;
  return localDayEnd(s.date_created, offset, (localHour(s.date_created, offset) < CUTOFF_HOUR ? 0 : 1) + manufacturing);
}

function manufacturingDays(sales: SalesState, s: Shipment): number {
  let days = 0;
  for (const id of s.order_ids) for (const line of sales.orders.get(id)?.items ?? []) days = Math.max(days, line.manufacturing_days ?? 0);
  return days;
}

function holdBack(sales: SalesState, s: Shipment, substatus: string, now: Date): void {
  s.status = "ready_to_ship";
  s.substatus = substatus;
  s.last_updated = new Date(Math.min(now.getTime(), s.date_created.getTime() + 3_600_000));
  for (const id of s.order_ids) {
    const order = sales.orders.get(id);
    if (order) order.tags = order.tags.map((t) => (t === "delivered" ? "not_delivered" : t));
  }
}

function offsetMs(offset: string): number {
  const sign = offset.startsWith("-") ? -1 : 1;
  const [h, m] = offset.slice(1).split(":").map(Number);
  return sign * (h! * 60 + m!) * 60_000;
}

const localHour = (d: Date, offset: string) => new Date(d.getTime() + offsetMs(offset)).getUTCHours();

/** The last millisecond of the local day `plusDays` after d's local day. */
export function localDayEnd(d: Date, offset: string, plusDays: number): Date {
  const local = new Date(d.getTime() + offsetMs(offset));
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + plusDays, 23, 59, 59, 999);
  return new Date(end - offsetMs(offset));
}
