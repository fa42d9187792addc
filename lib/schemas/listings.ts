import { z } from "zod";
import { itemSummarySchema } from "./questions";

/** Our API's contract for listing edits (browser and routes). */

export const LISTING_STATUSES = ["active", "paused", "closed"] as const;
/** The marketplace's stock bound per listing or variation. */
export const MAX_STOCK = 99_999;

export const listingVariationSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  availableQuantity: z.number().int(),
  sku: z.string().nullable(),
});

/** Why a listing cannot be edited here: closed is final, under review waits for the marketplace. */
export const listingLockSchema = z.enum(["closed", "under_review"]).nullable();

export const editableListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number(),
  currencyId: z.string(),
  availableQuantity: z.number().int(),
  soldQuantity: z.number().int(),
  status: z.string(),
  subStatus: z.array(z.string()),
  sku: z.string().nullable(),
  thumbnail: z.string().nullable(),
  permalink: z.string().nullable(),
  variations: z.array(listingVariationSchema),
  /** The marketplace sets the price: a manual price switches that off (asked before sending). */
  priceAutomation: z.boolean(),
  priceLimits: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  lock: listingLockSchema,
});
export type EditableListing = z.infer<typeof editableListingSchema>;
/** GET /api/listings/:id */
export const listingAnswerSchema = z.object({ listing: editableListingSchema });

const variationStock = z.object({ id: z.number().int(), availableQuantity: z.number().int().min(0).max(MAX_STOCK) });

/** The values a change replaces, as the editor showed them: the stale check compares them with the marketplace's. */
export const listingValuesSchema = z.object({
  price: z.number().optional(),
  availableQuantity: z.number().int().optional(),
  status: z.string().optional(),
  variations: z.array(z.object({ id: z.number().int(), availableQuantity: z.number().int() })).optional(),
});
export type ListingValues = z.infer<typeof listingValuesSchema>;

export const listingChangeSchema = z
  .object({
    price: z.number().positive().optional(),
    availableQuantity: z.number().int().min(0).max(MAX_STOCK).optional(),
    status: z.enum(LISTING_STATUSES).optional(),
    variations: z.array(variationStock).min(1).optional(),
  })
  .refine((c) => c.price !== undefined || c.availableQuantity !== undefined || c.status !== undefined || c.variations !== undefined, {
    message: "Nothing to change.",
  });
export type ListingChange = z.infer<typeof listingChangeSchema>;

export const listingEditInputSchema = z.object({
  expected: listingValuesSchema,
  change: listingChangeSchema,
  /** The seller was told the price automation goes off with a manual price, and went ahead. */
  confirmAutomationOff: z.boolean().optional(),
});
export type ListingEditInput = z.infer<typeof listingEditInputSchema>;

export const listingEditResultSchema = z.object({ listing: editableListingSchema, automationSwitchedOff: z.boolean() });
export type ListingEditResult = z.infer<typeof listingEditResultSchema>;

/** One value someone changed meanwhile: what the editor started from and what the marketplace holds now. */
export const listingConflictSchema = z.object({
  field: z.enum(["price", "availableQuantity", "status"]),
  variationId: z.number().int().optional(),
  yours: z.union([z.number(), z.string()]),
  theirs: z.union([z.number(), z.string()]),
});
export type ListingConflict = z.infer<typeof listingConflictSchema>;

/** details of a 409 listing_changed. */
export const listingChangedDetailsSchema = z.object({ conflicts: z.array(listingConflictSchema), listing: editableListingSchema });

/** GET /api/listings: the seller's listings from our copy, filtered. */
export const listingsQuerySchema = z.object({
  status: z.enum(["active", "paused", "closed", "under_review"]).optional(),
  outOfStock: z.stringbool().optional(),
  withQuestions: z.stringbool().optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListingsQuery = z.infer<typeof listingsQuerySchema>;

/** A listings page row: the item as the inbox shows it, with the questions waiting on it. */
export const listingRowSchema = itemSummarySchema.omit({ permalink: true }).extend({ waitingQuestions: z.number().int() });
export type ListingRow = z.infer<typeof listingRowSchema>;

export const listingsAnswerSchema = z.object({ rows: z.array(listingRowSchema), total: z.number().int() });
