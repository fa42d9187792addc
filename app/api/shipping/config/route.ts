// GET /api/shipping/config?categoryId=…: the user's modes for a category, the category's preferences, the
// user's preferences and the site's methods. Never the removed /sites/{id}/shipping_options (410).
import { NextResponse } from "next/server";
import { z } from "zod";
import { withSeller } from "@/lib/api/with-seller";
import { categoryIdSchema } from "@/lib/schemas/ids";
import { readShippingConfig } from "@/lib/shipping/config-view";
import { salesByLogistic } from "@/lib/shipping/sales-by-logistic";
import { getDb } from "@/lib/db";

const querySchema = z.object({ categoryId: categoryIdSchema.optional() });

export const GET = withSeller("viewer", async (req, { marketplace, sellerId, siteId, workspaceId }) => {
  const { categoryId } = querySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const sales = await salesByLogistic(await getDb(), workspaceId);
  return NextResponse.json(await readShippingConfig(marketplace, sellerId, siteId, categoryId, sales));
});
