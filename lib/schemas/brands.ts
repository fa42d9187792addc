import { z } from "zod";

const picture = z.object({ id: z.string(), name: z.string(), url: z.string().nullable(), size: z.string().nullable() });
export const brandSchema = z.object({
  officialStoreId: z.number().int(),
  name: z.string(),
  fantasyName: z.string(),
  status: z.string(),
  categoryIds: z.array(z.string()),
  pictures: z.array(picture),
  dateCreated: z.string().nullable(),
  boostActive: z.boolean().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

/** How many of a brand's categories its card names (the rest are counted). */
export const BRAND_CATEGORIES_SHOWN = 6;

/**
 * The seller's official stores; `hasStores: false` when the marketplace says the seller has none.
 * `categoryLabels` labels the categories the cards show ("Parent › Category"), by id (an id missing from it is shown as is).
 */
export const brandsResponseSchema = z.object({
  hasStores: z.boolean(),
  userType: z.string().nullable(),
  brands: z.array(brandSchema),
  categoryLabels: z.record(z.string(), z.string()),
});
export const brandIdSchema = z.coerce.number().int().positive();
