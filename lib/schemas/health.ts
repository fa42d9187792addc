import { z } from "zod";

/** Account health (GET /api/health and friends): our API contract, shared by the routes and the browser. */
export const HEALTH_RATES = ["claims", "delayedHandling", "cancellations"] as const;
export const HEALTH_COLOURS = ["green", "yellow", "orange", "red"] as const;
const rate = z.enum(HEALTH_RATES);
const colour = z.enum(HEALTH_COLOURS);

export const healthRateSchema = z.object({
  rate,
  /** What counts (after exclusions) and its share of the window's sales (0–1, null when unknown). */
  value: z.number(),
  ratio: z.number().nullable(),
  /** Excluded by the marketplace (before − after), when it says. */
  excluded: z.number().nullable(),
  /** The site's bands, as shares (0–1): the most each colour allows. */
  bands: z.object({ green: z.number(), yellow: z.number(), orange: z.number() }),
  /** False for claims before the third: they do not count yet. */
  counts: z.boolean(),
  /** The colour this rate alone allows (null without a window). */
  colour: colour.nullable(),
});

export const healthDistanceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("no_reputation"), salesToReputation: z.number() }),
  z.object({
    kind: z.literal("coloured"),
    colour,
    toWorse: z.object({ colour, counts: z.record(rate, z.number().nullable()) }).nullable(),
    toBetter: z.object({ colour, sales: z.number(), binding: z.array(rate) }).nullable(),
    pastBand: z.array(rate),
  }),
]);

export const dispatchCountsSchema = z.object({ dueToday: z.number(), late: z.number() });

export const healthSchema = z.object({
  siteId: z.string(),
  levelId: z.string().nullable(),
  /** The real colour while a protection shows a better one, and when the protection ends. */
  realLevelId: z.string().nullable(),
  protectionEndsAt: z.string().nullable(),
  powerSellerStatus: z.string().nullable(),
  windowDays: z.number().nullable(),
  sales: z.number().nullable(),
  rates: z.array(healthRateSchema),
  distance: healthDistanceSchema.nullable(),
  bands: z.object({ source: z.string(), isEstimate: z.boolean(), publishedFor: z.string() }),
  /** The rules the card states: no reputation before this many sales; claims count from this many. */
  rules: z.object({ minSales: z.number(), claimsCountFrom: z.number() }),
  dispatch: dispatchCountsSchema,
  readAt: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const dispatchRowSchema = z.object({
  saleId: z.string(),
  buyerNickname: z.string(),
  title: z.string(),
  units: z.number(),
  handlingLimit: z.string(),
  isLate: z.boolean(),
  status: z.string(),
  substatus: z.string().nullable(),
  logisticType: z.string().nullable(),
});
export type DispatchRow = z.infer<typeof dispatchRowSchema>;
export const dispatchQueueSchema = z.object({ rows: z.array(dispatchRowSchema), counts: dispatchCountsSchema });

/** The card's claims links (GET /api/health/claims): open claims that affect the reputation, and those inside the 48 hours. */
export const healthClaimsSchema = z.object({ affecting: z.number().int().min(0), withIncentive: z.number().int().min(0) });
export type HealthClaims = z.infer<typeof healthClaimsSchema>;

/** Our daily copy of the rates (GET /api/health/trend): one point per site day we read, oldest first. */
export const trendPointSchema = z.object({
  day: z.string(),
  levelId: z.string().nullable(),
  claims: z.number().nullable(),
  delayedHandling: z.number().nullable(),
  cancellations: z.number().nullable(),
});
export const healthTrendSchema = z.object({
  siteId: z.string(),
  days: z.number(),
  points: z.array(trendPointSchema),
  bands: z.record(rate, z.object({ green: z.number(), yellow: z.number(), orange: z.number() })),
});
export type HealthTrend = z.infer<typeof healthTrendSchema>;
