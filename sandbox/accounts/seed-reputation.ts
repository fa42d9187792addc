import { formatWithOffset } from "../core/dates.ts";
import { SITES, type SiteId, type User } from "./types.ts";

/**
 * The reputation metrics `GET /users/{id}` carries in `seller_reputation` (notes §12, sellers-reputation):
 * `metrics{sales{period, completed}, claims|delayed_handling_time|cancellations{period, rate, value,
 * excluded{real_value, real_rate}}}`, and `real_level` with `protection_end_date` while a protection shows a
 * better colour than the real one. `value` is what counts (after exclusions); `excluded.real_*` is before them.
 */
export type ReputationMetric = { period: string; rate: number; value: number; excluded: { real_value: number; real_rate: number } };
export interface ReputationMetrics {
  sales: { period: string; completed: number };
  claims: ReputationMetric;
  delayed_handling_time: ReputationMetric;
  cancellations: ReputationMetric;
}

/** What each seeded seller's window holds: counted events, and those the marketplace excluded. */
export interface WindowSeed {
  /** Completed sales in the last 60 days (the window widens to 365 days for small sellers: windowDays). */
  sales: number;
  /** Completed sales over 365 days, used when the 60-day window is too small. */
  salesYear?: number;
  claims: [counted: number, excluded: number];
  delayed: [counted: number, excluded: number];
  cancellations: [counted: number, excluded: number];
  /** A protection: the colour shown stays the seeded level while the real one is this, until endsInDays. */
  protection?: { realLevel: string; endsInDays: number };
}

/** The documented rules (notes §12). */
export const MIN_SALES_FOR_REPUTATION = 10;
/** Sites whose small sellers are measured over 365 days, and below how many 60-day sales. */
const YEAR_WINDOW_BELOW: Partial<Record<SiteId, number>> = { MLM: 40, MLC: 40, MLB: 60, MCO: 60 };

/** The window a seller is measured over: 60 days, or 365 for a small seller of the sites that widen it. */
export function windowDays(site: SiteId, sales60: number): 60 | 365 {
  const below = YEAR_WINDOW_BELOW[site];
  return below !== undefined && sales60 < below ? 365 : 60;
}

/** Four decimals, as the API prints rates (e.g. 0.0107). */
const rate = (value: number, sales: number) => (sales === 0 ? 0 : Math.round((value / sales) * 10_000) / 10_000);

export function buildMetrics(site: SiteId, w: WindowSeed): ReputationMetrics {
  const days = windowDays(site, w.sales);
  const sales = days === 365 ? (w.salesYear ?? w.sales) : w.sales;
  const period = `${days} days`;
  const metric = ([counted, excluded]: [number, number]): ReputationMetric => ({
    period,
    rate: rate(counted, sales),
    value: counted,
    excluded: { real_value: counted + excluded, real_rate: rate(counted + excluded, sales) },
  });
  return {
    sales: { period, completed: sales },
    claims: metric(w.claims),
    delayed_handling_time: metric(w.delayed),
    cancellations: metric(w.cancellations),
  };
}

/**
 * The seller's reputation fields beyond level and status: metrics always; under 10 sales in the window no
 * colour at all (level_id null, whatever was seeded); a protection adds real_level and its end date.
 */
export function reputationFields(
  site: SiteId,
  seededLevel: string | null,
  w: WindowSeed,
  now: Date,
): Pick<User["seller_reputation"], "level_id" | "metrics" | "real_level" | "protection_end_date"> {
  const metrics = buildMetrics(site, w);
  const level = metrics.sales.completed < MIN_SALES_FOR_REPUTATION ? null : seededLevel;
  if (!w.protection || level === null) return { level_id: level, metrics };
  const end = new Date(now.getTime() + w.protection.endsInDays * 86_400_000);
  return {
    level_id: level,
    metrics,
    real_level: w.protection.realLevel,
    protection_end_date: formatWithOffset(end, SITES[site].utcOffset),
  };
}
