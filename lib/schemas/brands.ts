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

/** The seller's official stores; `hasStores: false` when the marketplace says the seller has none. */
export const brandsResponseSchema = z.object({ hasStores: z.boolean(), userType: z.string().nullable(), brands: z.array(brandSchema) });
export const brandIdSchema = z.coerce.number().int().positive();
