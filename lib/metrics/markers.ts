import "server-only";
import type { SaleLine } from "../marketplace/orders";
import type { Marker } from "../schemas/metrics";
import { countByDay } from "./bucket";
import type { DayRange } from "../date-range";
import { localDate } from "../site-clock";
import { datesOf } from "./range";

/** Actions in the audit log that change what a buyer sees on the listing (lib/shipping writes them). */
const AUDITED: Record<string, Marker["kind"]> = { "free_shipping.on": "free_shipping_on", "free_shipping.off": "free_shipping_off" };

/**
 * The events we know about one listing over a range, for markers on its chart: questions answered (our
 * copy of the questions), free shipping turned on or off (the audit log, successful changes only) and
 * price changes seen in its orders (a sale at a unit price other than the sale before it). A price
 * changed and changed back with no sale in between leaves no trace: only what we saw is marked.
 */
export function listingMarkers(input: {
  range: DayRange;
  timeZone: string;
  answeredAt: Date[];
  audit: Array<{ action: string; createdAt: Date }>;
  /** this listing's order lines, any order, reaching back before the range so a first change is seen */
  sales: SaleLine[];
}): Marker[] {
  const { range, timeZone } = input;
  const inRange = (d: string) => d >= range.from && d <= range.to;
  const markers: Marker[] = countByDay(
    input.answeredAt.map((at) => ({ at: at.toISOString(), count: 1 })),
    datesOf(range),
    timeZone,
  )
    .filter((p) => (p.value ?? 0) > 0)
    .map((p) => ({ date: p.date, kind: "question_answered", count: p.value! }));

  for (const row of input.audit) {
    const kind = AUDITED[row.action];
    const date = localDate(row.createdAt, timeZone);
    if (!kind || !inRange(date)) continue;
    const same = markers.find((m) => m.date === date && m.kind === kind);
    if (same) same.count++;
    else markers.push({ date, kind, count: 1 });
  }

  let last: number | undefined;
  for (const line of [...input.sales].filter((l) => l.unitPrice !== undefined).sort((a, b) => a.at.localeCompare(b.at))) {
    const date = localDate(line.at, timeZone);
    if (last !== undefined && line.unitPrice !== last && inRange(date))
      markers.push({ date, kind: "price_changed", count: 1, from: last, to: line.unitPrice! });
    last = line.unitPrice;
  }
  return markers.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
}
