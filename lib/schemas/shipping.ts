import { z } from "zod";

// OUR API contract for /api/shipping/*, shared by route handlers and the browser.

export const freeRuleSchema = z.enum(["country", "country_excluding_regions", "custom"]);

export const shippingCostSchema = z.object({
  listCost: z.number(),
  currencyId: z.string(),
  billableWeight: z.number().nullable(),
  discountRate: z.number(),
  discountType: z.string().nullable(),
  /** What the platform pays of the list cost. */
  promotedAmount: z.number(),
  /** What the seller pays per sale: list cost minus the discount. */
  sellerCost: z.number(),
});
export type ShippingCost = z.infer<typeof shippingCostSchema>;

export const shippingRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  price: z.number().nullable(),
  currencyId: z.string().nullable(),
  status: z.string().nullable(),
  categoryId: z.string(),
  classified: z.boolean(),
  mode: z.string(),
  logisticType: z.string().nullable(),
  freeShipping: z.boolean(),
  freeRule: freeRuleSchema.nullable(),
  excludedRegions: z.array(z.string()),
  /** null when the marketplace's modes record could not be read. */
  categoryAcceptsFree: z.boolean().nullable(),
  cost: shippingCostSchema.nullable(),
});
export type ShippingRow = z.infer<typeof shippingRowSchema>;

export const shippingListQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  free: z.enum(["all", "free", "not_free"]).default("all"),
  mode: z.enum(["all", "me1", "me2", "custom", "not_specified"]).default("all"),
  accepts: z.enum(["all", "yes", "no"]).default("all"),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  refresh: z.enum(["0", "1"]).default("0"),
});
export type ShippingListQuery = z.infer<typeof shippingListQuerySchema>;

export const shippingListSchema = z.object({
  items: z.array(shippingRowSchema),
  total: z.number(),
  readAt: z.string(),
  siteId: z.string(),
  fulfilment: z.boolean(),
});

export const freeShippingActionSchema = z.enum(["on", "off"]);

/** What a change will do to one item, before it is sent. */
export const changePlanSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("me2_country"), itemId: z.string(), excludedRegions: z.array(z.string()), costPerSale: z.number().nullable(), currencyId: z.string().nullable() }),
  z.object({ kind: z.literal("custom"), itemId: z.string(), costPerSale: z.number().nullable(), currencyId: z.string().nullable() }),
  z.object({ kind: z.literal("off"), itemId: z.string() }),
  z.object({ kind: z.literal("unchanged"), itemId: z.string() }),
  z.object({ kind: z.literal("refused"), itemId: z.string(), code: z.string() }),
]);
export type ChangePlan = z.infer<typeof changePlanSchema>;

export const itemChangeInputSchema = z.object({ action: freeShippingActionSchema });

export const upstreamCauseSchema = z.object({ code: z.string(), message: z.string() });

export const bulkInputSchema = z.object({
  action: freeShippingActionSchema,
  /** Explicit ids, or every item matching `filter`. */
  itemIds: z.array(z.string().regex(/^[A-Z]{3}\d+$/)).max(5000).optional(),
  filter: shippingListQuerySchema.pick({ q: true, free: true, mode: true, accepts: true }).optional(),
  /** false: only answer the preview; true: start the run. */
  apply: z.boolean().default(false),
}).refine((b) => b.itemIds !== undefined || b.filter !== undefined, { message: "give itemIds or filter" });
