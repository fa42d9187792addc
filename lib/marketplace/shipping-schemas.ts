import { z } from "zod";
import { numericId } from "./ids";
import { lenientArray } from "./lenient";

// Upstream shipping shapes, parsed leniently (the real API adds fields freely). Snake case stays here.

export const freeMethodSchema = z.object({
  id: numericId,
  rule: z.object({ free_mode: z.string(), value: z.array(z.string()).nullish() }).passthrough(),
});

export const itemShippingSchema = z
  .object({
    mode: z.string(),
    local_pick_up: z.boolean().nullish(),
    free_shipping: z.boolean().nullish(),
    free_methods: lenientArray(freeMethodSchema),
    methods: z.array(z.unknown()).nullish(),
    costs: z.array(z.unknown()).nullish(),
    dimensions: z.string().nullish(),
    logistic_type: z.string().nullish(),
    tags: z.array(z.string()).nullish(),
  })
  .passthrough();
export type UpstreamItemShipping = z.infer<typeof itemShippingSchema>;

export const shippingItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  category_id: z.string(),
  site_id: z.string().nullish(),
  price: z.number().nullish(),
  currency_id: z.string().nullish(),
  status: z.string().nullish(),
  thumbnail: z.string().nullish(),
  secure_thumbnail: z.string().nullish(),
  buying_mode: z.string().nullish(),
  shipping: itemShippingSchema.nullish(),
});
export type UpstreamShippingItem = z.infer<typeof shippingItemSchema>;

export const discountSchema = z.object({ rate: z.number(), type: z.string(), promoted_amount: z.number().nullish() }).passthrough();

/** The free shipping cost record: `coverage.all_country` with list cost and, with verbose, billable weight and discount. */
export const freeCostSchema = z.object({
  coverage: z.object({
    all_country: z
      .object({
        list_cost: z.number(),
        currency_id: z.string(),
        billable_weight: z.number().nullish(),
        discount: discountSchema.nullish(),
      })
      .passthrough(),
  }),
});
export type UpstreamFreeCost = z.infer<typeof freeCostSchema>;

const freeRuleSchema = z
  .object({
    free_mode: z.string(),
    value: z.array(z.string()).nullish(),
    default: z.boolean().nullish(),
    free_shipping_flag: z.boolean().nullish(),
  })
  .passthrough();
const freeAttributesSchema = z
  .object({ methods: z.string().nullish(), accepted_methods: z.array(numericId).nullish(), rules: lenientArray(freeRuleSchema) })
  .passthrough();

/**
 * One mode of the user's shipping modes. Older records put `accepted_methods` directly under
 * `shipping_attributes` (beside or without `free`): read there too, into `free`, so a category that
 * accepts free shipping is never read as one that does not.
 */
export const shippingModeRecordSchema = z
  .object({
    mode: z.string(),
    shipping_attributes: z
      .object({ accepted_methods: z.array(numericId).nullish(), free: freeAttributesSchema.nullish() })
      .passthrough()
      .nullish()
      .transform((attributes) => {
        if (!attributes) return attributes;
        const { accepted_methods: outer, free, ...rest } = attributes;
        if (!outer?.length || free?.accepted_methods?.length) return { ...rest, free };
        return { ...rest, free: { methods: free?.methods ?? null, rules: free?.rules ?? [], ...free, accepted_methods: outer } };
      }),
  })
  .passthrough();
export type UpstreamShippingMode = z.infer<typeof shippingModeRecordSchema>;

/** The real API answers the modes as an array, one record per mode; the spec as one record. */
export const shippingModesSchema = z.union([
  lenientArray(shippingModeRecordSchema),
  shippingModeRecordSchema.transform((record) => [record]),
]);

export const categoryPreferencesSchema = z
  .object({
    category_id: z.string().nullish(),
    dimensions: z.object({ height: z.number(), width: z.number(), length: z.number(), weight: z.number() }).passthrough().nullish(),
    logistics: lenientArray(z.object({ mode: z.string(), types: z.array(z.string()) }).passthrough()),
    restricted: z.boolean().nullish(),
    date_created: z.string().nullish(),
    last_modified: z.string().nullish(),
  })
  .passthrough();

export const siteMethodsSchema = lenientArray(z.object({ id: numericId, name: z.string() }).passthrough());
export const userPreferencesSchema = z.record(z.string(), z.unknown());
