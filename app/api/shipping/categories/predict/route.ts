// GET /api/shipping/categories/predict?title=…: the marketplace's category predictor, best first.
import { NextResponse } from "next/server";
import { z } from "zod";
import { withSeller } from "@/lib/api/with-seller";
import { predictCategories } from "@/lib/marketplace/shipping";

const querySchema = z.object({ title: z.string().trim().min(3).max(120) });

export const GET = withSeller("viewer", async (req, { marketplace, siteId }) => {
  const { title } = querySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const found = await predictCategories(marketplace, siteId, title);
  return NextResponse.json({ categories: found.map((c) => ({ id: c.category_id, name: c.category_name, domain: c.domain_name ?? null })) });
});
