// GET /api/catalog/own-listings: the seller's own listings by title (what search can still do when the public one is closed).
import { NextResponse, type NextRequest } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { searchOwnListings } from "@/lib/marketplace/search";
import { ownListingsParamsSchema, ownListingsResponseSchema } from "@/lib/schemas/search";

export const GET = withSeller("viewer", async (req: NextRequest, { sellerId, marketplace }) => {
  const params = ownListingsParamsSchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return NextResponse.json(ownListingsResponseSchema.parse(await searchOwnListings(marketplace, sellerId, params)));
});
