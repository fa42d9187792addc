import { z } from "zod";
import { numericId } from "./ids";
import type { SellerClient } from "./client";

/**
 * A seller's reputation from GET /users/{id} (notes §12, sellers-reputation): the colour, MercadoLíder status,
 * a protection's real level and end date, and the window's metrics. Read leniently: every part may be missing
 * (a new seller has no metrics, older answers carry no `excluded`), and a part that cannot be read is left out
 * rather than failing the card. The snake_case shape stays here; callers get SellerReputation.
 */
const metricSchema = z
  .object({
    period: z.string().nullish(),
    rate: z.number().nullish(),
    value: z.number().nullish(),
    excluded: z.object({ real_value: z.number().nullish(), real_rate: z.number().nullish() }).nullish().catch(null),
  })
  .nullish()
  .catch(null);

const userReputationSchema = z.object({
  id: numericId,
  site_id: z.string(),
  seller_reputation: z
    .object({
      level_id: z.string().nullish(),
      real_level: z.string().nullish(),
      protection_end_date: z.string().nullish(),
      power_seller_status: z.string().nullish(),
      metrics: z
        .object({
          sales: z.object({ period: z.string().nullish(), completed: z.number().nullish() }).nullish().catch(null),
          claims: metricSchema,
          delayed_handling_time: metricSchema,
          cancellations: metricSchema,
        })
        .nullish()
        .catch(null),
    })
    .nullish()
    .catch(null),
});

export interface ReputationRate {
  /** What counts (after exclusions), and its share of the window's sales (0–1). */
  value: number;
  rate: number | null;
  /** Before exclusions, when the marketplace says. */
  realValue: number | null;
}

export interface SellerReputation {
  sellerId: number;
  siteId: string;
  levelId: string | null;
  /** Set while a protection shows a better colour than this real one. */
  realLevelId: string | null;
  protectionEndsAt: string | null;
  powerSellerStatus: string | null;
  /** "60 days" → 60; null when the answer has no window. */
  windowDays: number | null;
  sales: number | null;
  claims: ReputationRate | null;
  delayedHandling: ReputationRate | null;
  cancellations: ReputationRate | null;
}

type Metric = z.infer<typeof metricSchema>;
const rateOf = (m: Metric): ReputationRate | null =>
  m && typeof m.value === "number" ? { value: m.value, rate: m.rate ?? null, realValue: m.excluded?.real_value ?? null } : null;
const daysOf = (period: string | null | undefined) => {
  const days = period ? Number.parseInt(period, 10) : Number.NaN;
  return Number.isFinite(days) ? days : null;
};

export function toSellerReputation(user: z.infer<typeof userReputationSchema>): SellerReputation {
  const rep = user.seller_reputation;
  const m = rep?.metrics;
  return {
    sellerId: user.id,
    siteId: user.site_id,
    levelId: rep?.level_id ?? null,
    realLevelId: rep?.real_level ?? null,
    protectionEndsAt: rep?.protection_end_date ?? null,
    powerSellerStatus: rep?.power_seller_status ?? null,
    windowDays: daysOf(m?.sales?.period ?? m?.claims?.period),
    sales: m?.sales?.completed ?? null,
    claims: rateOf(m?.claims),
    delayedHandling: rateOf(m?.delayed_handling_time),
    cancellations: rateOf(m?.cancellations),
  };
}

/** GET /users/{sellerId}, the seller's own reputation. */
export async function getSellerReputation(marketplace: SellerClient, sellerId: number): Promise<SellerReputation> {
  return toSellerReputation(await marketplace(`/users/${sellerId}`, { schema: userReputationSchema }));
}
