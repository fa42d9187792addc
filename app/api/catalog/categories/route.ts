// GET /api/catalog/categories?site=: a site's top-level categories (the seller's site by default).
import { NextResponse, type NextRequest } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { listTopCategories } from "@/lib/marketplace/categories";
import { siteParamSchema, topCategoriesSchema } from "@/lib/schemas/categories";

export const GET = withSeller("viewer", async (req: NextRequest, { siteId, marketplace }) => {
  const { site } = siteParamSchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return NextResponse.json(topCategoriesSchema.parse(await listTopCategories(marketplace, site ?? siteId)));
});
