import "server-only";
import { z } from "zod";
import { numericId } from "./ids";
import { lenientArray } from "./lenient";
import type { Brand } from "../schemas/brands";
import type { SellerClient } from "./client";
import { MarketplaceError } from "./errors";

const upstreamBrand = z
  .object({
    official_store_id: numericId,
    name: z.string(),
    fantasy_name: z.string().nullish(),
    status: z.string().nullish(),
    categories_ids: lenientArray(z.string()),
    pictures: lenientArray(
      z
        .object({
          id: z.union([z.number(), z.string()]),
          name: z.string(),
          secure_url: z.string().nullish(),
          url: z.string().nullish(),
          size: z.string().nullish(),
        })
        .passthrough(),
    ),
    date_created: z.string().nullish(),
    boost: z.object({ is_active: z.boolean().nullish() }).passthrough().nullish(),
  })
  .passthrough();
const upstreamUserBrands = z.object({ user_type: z.string().nullish(), brands: lenientArray(upstreamBrand) }).passthrough();

const toBrand = (b: z.infer<typeof upstreamBrand>): Brand => ({
  officialStoreId: b.official_store_id,
  name: b.name,
  fantasyName: b.fantasy_name ?? b.name,
  status: b.status ?? "unknown",
  categoryIds: b.categories_ids ?? [],
  // secure_url may be null (the spec allows it): fall back to url.
  pictures: (b.pictures ?? []).map((p) => ({ id: String(p.id), name: p.name, url: p.secure_url ?? p.url ?? null, size: p.size ?? null })),
  dateCreated: b.date_created ?? null,
  boostActive: b.boost?.is_active ?? null,
});

/** The seller's official-store brands. A seller without stores gets 404 upstream: that is an answer, not a failure. */
export async function listBrands(marketplace: SellerClient, sellerId: number) {
  try {
    const record = await marketplace(`/users/${sellerId}/brands`, { schema: upstreamUserBrands });
    return { hasStores: record.brands.length > 0, userType: record.user_type ?? null, brands: record.brands.map(toBrand) };
  } catch (error) {
    if (error instanceof MarketplaceError && error.status === 404) return { hasStores: false, userType: null, brands: [] };
    throw error;
  }
}

export async function getBrand(marketplace: SellerClient, sellerId: number, brandId: number): Promise<Brand> {
  return toBrand(await marketplace(`/users/${sellerId}/brands/${brandId}`, { schema: upstreamBrand }));
}
