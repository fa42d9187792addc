// GET /api/shipping/config?categoryId=…: the user's modes for a category, the category's preferences, the
// user's preferences and the site's methods. Never the removed /sites/{id}/shipping_options (410).
import { NextResponse } from "next/server";
import { z } from "zod";
import { withSeller } from "@/lib/api/with-seller";
import { getCategoryShippingPreferences, getShippingModes, getSiteShippingMethods, getUserShippingPreferences } from "@/lib/marketplace/shipping";

const querySchema = z.object({ categoryId: z.string().regex(/^[A-Z]{3}\d+$/, "must look like MLA1234").optional() });

export const GET = withSeller("viewer", async (req, { marketplace, sellerId, siteId }) => {
  const { categoryId } = querySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const [userPreferences, siteMethods, modes, categoryPreferences] = await Promise.all([
    getUserShippingPreferences(marketplace, sellerId),
    getSiteShippingMethods(marketplace, siteId),
    categoryId ? getShippingModes(marketplace, sellerId, categoryId) : null,
    categoryId ? getCategoryShippingPreferences(marketplace, categoryId) : null,
  ]);
  return NextResponse.json({ siteId, userPreferences, siteMethods, modes, categoryPreferences });
});
