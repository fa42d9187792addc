// GET /api/catalog/brands/:brandId: one of the seller's official stores.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getBrand } from "@/lib/marketplace/brands";
import { brandIdSchema, brandSchema } from "@/lib/schemas/brands";

export const GET = withSeller<{ brandId: string }>("viewer", async (_req, { params, sellerId, marketplace }) => {
  return NextResponse.json(brandSchema.parse(await getBrand(marketplace, sellerId, brandIdSchema.parse(params.brandId))));
});
