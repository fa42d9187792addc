// GET /api/catalog/brands: the seller's official-store brands ({hasStores: false} for a seller without stores).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { listBrands } from "@/lib/marketplace/brands";
import { brandsResponseSchema } from "@/lib/schemas/brands";

export const GET = withSeller("viewer", async (_req, { sellerId, marketplace }) => {
  return NextResponse.json(brandsResponseSchema.parse(await listBrands(marketplace, sellerId)));
});
