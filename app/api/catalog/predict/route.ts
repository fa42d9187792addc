// GET /api/catalog/predict?q=&limit=1..8: the category predictor for a listing title.
import { NextResponse, type NextRequest } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { predictCategory } from "@/lib/marketplace/categories";
import { predictParamsSchema, predictionsSchema } from "@/lib/schemas/categories";

export const GET = withSeller("viewer", async (req: NextRequest, { siteId, marketplace }) => {
  const { site, q, limit } = predictParamsSchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return NextResponse.json(predictionsSchema.parse(await predictCategory(marketplace, site ?? siteId, q, limit)));
});
