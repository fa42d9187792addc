// GET /api/catalog/categories/:id: a category, its path, children, settings and attributes.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getCategory } from "@/lib/marketplace/categories";
import { categoryDetailSchema } from "@/lib/schemas/categories";
import { categoryIdSchema } from "@/lib/schemas/ids";

export const GET = withSeller<{ id: string }>("viewer", async (_req, { params, marketplace }) => {
  const id = categoryIdSchema.parse(params.id);
  return NextResponse.json(categoryDetailSchema.parse(await getCategory(marketplace, id)));
});
