import { z } from "zod";
import { categoryIdSchema, listingIdSchema } from "./ids";

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
  limit: z.coerce.number().int().min(1).max(1000).default(25),
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
  z.object({
    kind: z.literal("me2_country"),
    itemId: z.string(),
    excludedRegions: z.array(z.string()),
    costPerSale: z.number().nullable(),
    currencyId: z.string().nullable(),
  }),
  z.object({ kind: z.literal("custom"), itemId: z.string(), costPerSale: z.number().nullable(), currencyId: z.string().nullable() }),
  z.object({ kind: z.literal("off"), itemId: z.string() }),
  z.object({ kind: z.literal("unchanged"), itemId: z.string() }),
  z.object({ kind: z.literal("refused"), itemId: z.string(), code: z.string() }),
]);
export type ChangePlan = z.infer<typeof changePlanSchema>;

export const itemChangeInputSchema = z.object({
  action: freeShippingActionSchema,
  /** The seller confirmed that this listing's shipping mode changes (custom free shipping leaves Mercado Envíos). */
  confirmModeChange: z.boolean().default(false),
});

/** "Restore previous shipping": the history entry whose previous block is put back. */
export const restoreShippingInputSchema = z.object({ auditId: z.string().min(1).max(64) });

/** A listing whose shipping mode a bulk change would change, named before anything is sent. */
export const modeChangeSchema = z.object({ itemId: z.string(), title: z.string(), from: z.string(), to: z.string() });

export const upstreamCauseSchema = z.object({ code: z.string(), message: z.string() });

export const bulkInputSchema = z
  .object({
    action: freeShippingActionSchema,
    /** Explicit ids, or every item matching `filter`. */
    itemIds: z.array(listingIdSchema).max(5000).optional(),
    filter: shippingListQuerySchema.pick({ q: true, free: true, mode: true, accepts: true }).optional(),
    /** false: only answer the preview; true: start the run. */
    apply: z.boolean().default(false),
    /**
     * Also change the listings whose shipping mode would change (named in the preview's `modeChanges`,
     * confirmed on their own). Left out by default.
     */
    includeModeChanges: z.boolean().default(false),
  })
  .refine((b) => b.itemIds !== undefined || b.filter !== undefined, { message: "give itemIds or filter" });

const whole = (min: number, max: number) =>
  z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
const packageShape = { height: whole(1, 300), width: whole(1, 300), length: whole(1, 300), weight: whole(1, 150_000) };

/** Calculator input: cm and grams, whole numbers (the marketplace refuses decimals). */
export const calculatorQuerySchema = z.discriminatedUnion("by", [
  z.object({ by: z.literal("package"), ...packageShape }),
  z.object({ by: z.literal("item"), itemId: listingIdSchema }),
  z.object({
    by: z.literal("new_item"),
    currencyId: z.string().regex(/^[A-Z]{3}$/),
    listingTypeId: z.enum(["gold_pro", "gold_premium", "gold_special", "gold", "silver", "bronze", "free"]),
    condition: z.enum(["new", "used", "not_specified"]),
    categoryId: categoryIdSchema,
    price: z.coerce.number({ message: "must be a number" }).min(0),
    height: whole(1, 300).optional(),
    width: whole(1, 300).optional(),
    length: whole(1, 300).optional(),
    weight: whole(1, 150_000).optional(),
  }),
]);
export type CalculatorQuery = z.infer<typeof calculatorQuerySchema>;

export const calculatorResultSchema = z.object({
  cost: shippingCostSchema,
  /** The item had no dimensions of its own: the category's standard package was used. */
  usedCategoryDimensions: z.boolean(),
  /** The package that was priced, when known (cm, g). */
  package: z.object({ height: z.number(), width: z.number(), length: z.number(), weight: z.number() }).nullable(),
  volumetricWeight: z.number().nullable(),
});

export const calculatorItemsQuerySchema = z.object({
  ids: z
    .string()
    .transform((s) => [
      ...new Set(
        s
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(listingIdSchema).min(1).max(500)),
});

// Browser-side answers of the other routes.
export const itemPreviewSchema = z.object({ row: shippingRowSchema, plan: changePlanSchema });
export const bulkPreviewSchema = z.object({
  change: z.array(changePlanSchema),
  unchanged: z.array(z.string()),
  refused: z.array(z.object({ itemId: z.string(), title: z.string(), code: z.string() })),
  /** Listings whose mode would change; in `change` only when the request included them. */
  modeChanges: z.array(modeChangeSchema).default([]),
  totalCostPerSale: z.number(),
  currencyId: z.string().nullable(),
});
export const bulkAnswerSchema = z.object({ preview: bulkPreviewSchema, runId: z.string().optional() });
export const runViewSchema = z.object({
  id: z.string(),
  status: z.enum(["running", "finished"]),
  total: z.number(),
  counts: z.object({ pending: z.number(), done: z.number(), refused: z.number(), failed: z.number() }),
  /** Seconds until rows held back by the marketplace's 429 are tried again (null when none waits). */
  rateLimitedSeconds: z.number().nullable().default(null),
  items: z.array(
    z.object({
      itemId: z.string(),
      status: z.enum(["pending", "done", "refused", "failed"]),
      result: z.unknown(),
      reason: z.unknown(),
      attempts: z.number(),
    }),
  ),
});
export type RunView = z.infer<typeof runViewSchema>;
export const latestRunSchema = z.object({ run: z.object({ id: z.string(), status: z.string(), createdAt: z.string() }).nullable() });
export const historySchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      result: z.string(),
      createdAt: z.string(),
      user: z.object({ id: z.string(), name: z.string() }).nullable(),
    }),
  ),
});

/** GET /api/shipping/config: the seller's modes, the site's methods and (when asked) one category's preferences. */
export const shippingConfigSchema = z.object({
  siteMethods: z.array(z.object({ id: z.number(), name: z.string() })),
  user: z.object({
    modes: z.array(z.string()),
    /** `sales`: how many of the account's sales went out with the type (a type "inactive" in the preferences may still carry them). */
    logistics: z.array(
      z.object({
        mode: z.string(),
        types: z.array(z.object({ type: z.string(), active: z.boolean(), sales: z.number().int().default(0) })),
      }),
    ),
  }),
  category: z
    .object({
      id: z.string(),
      modes: z.array(z.string()),
      acceptsFree: z.boolean(),
      acceptedMethods: z.array(z.number()),
      rules: z.array(z.object({ freeMode: z.string(), regions: z.array(z.string()) })),
      standardPackage: z.object({ height: z.number(), width: z.number(), length: z.number(), weight: z.number() }).nullable(),
      logistics: z.array(z.object({ mode: z.string(), types: z.array(z.string()) })),
      restricted: z.boolean(),
    })
    .nullable(),
});
/** POST /api/shipping/items/:id/restore: the item's row as it is after the restore. */
export const restoreResultSchema = z.object({ row: shippingRowSchema });
/** GET /api/shipping/calculator/items: each asked item's free-shipping cost (null when the marketplace has none). */
export const calculatorItemsSchema = z.object({ items: z.array(z.object({ itemId: z.string(), cost: shippingCostSchema.nullable() })) });
export type CalculatorItemCost = z.infer<typeof calculatorItemsSchema>["items"][number];
