// GET /api/catalog/brands: the seller's official-store brands ({hasStores: false} for a seller without stores),
// with labels for the categories their cards show ("Parent › Category").
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { listBrands } from "@/lib/marketplace/brands";
import { categoryLabels } from "@/lib/marketplace/categories";
import { BRAND_CATEGORIES_SHOWN, brandsResponseSchema } from "@/lib/schemas/brands";

export const GET = withSeller("viewer", async (_req, { sellerId, marketplace }) => {
  const stores = await listBrands(marketplace, sellerId);
  const names = await categoryLabels(
    marketplace,
    stores.brands.flatMap((b) => b.categoryIds.slice(0, BRAND_CATEGORIES_SHOWN)),
  );
  return NextResponse.json(brandsResponseSchema.parse({ ...stores, categoryLabels: names }));
});
