import type { Rng } from "../core/rng.ts";
import type { LogisticType, Shipment } from "./types.ts";

const HOUR = 3_600_000;

/**
 * Where a shipment of a given age stands. Flex (self_service) is delivered the same or next day, Full
 * leaves the warehouse fastest, made-to-order products wait in handling for their manufacturing days.
 * ageMs is how long after the sale the last status change happened (for last_updated).
 */
export function shipmentStatus(
  rng: Rng,
  logistic: LogisticType,
  ageDays: number,
  cancelled: boolean,
  manufacturing: boolean,
): { status: Shipment["status"]; substatus: string | null; ageMs: number } {
  if (cancelled) return { status: "cancelled", substatus: null, ageMs: rng.int(1, 30) * HOUR };
  if (manufacturing && ageDays < 12) return { status: "handling", substatus: "manufacturing", ageMs: 0.5 * HOUR };
  const deliveredAfter = logistic === "self_service" ? 1 : logistic === "fulfillment" ? 2.5 : logistic === "custom" ? 6 : 4;
  if (ageDays >= deliveredAfter + 2 || (ageDays >= deliveredAfter && rng.bool(0.7))) {
    return { status: "delivered", substatus: null, ageMs: (deliveredAfter + rng.next()) * 24 * HOUR };
  }
  if (ageDays >= 1)
    return {
      status: "shipped",
      substatus: logistic === "self_service" ? "out_for_delivery" : rng.pick(["in_hub", "on_route", null]),
      ageMs: 24 * HOUR,
    };
  if (logistic === "fulfillment") return { status: "ready_to_ship", substatus: "in_warehouse", ageMs: 1 * HOUR };
  if (logistic === "custom") return { status: "handling", substatus: null, ageMs: 0.5 * HOUR };
  return { status: "ready_to_ship", substatus: rng.pick(["ready_to_print", "printed"]), ageMs: 1 * HOUR };
}
