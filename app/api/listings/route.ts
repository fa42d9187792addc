// GET /api/listings?status=&outOfStock=&withQuestions=&q=&limit=&offset=: the seller's listings from our copy.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { listListings } from "@/lib/listing/list-listings";
import { listingsQuerySchema } from "@/lib/schemas/listings";

export const GET = withSeller("viewer", async (req, ctx) => {
  const query = listingsQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const owner = { workspaceId: ctx.workspaceId, sellerId: ctx.sellerId, siteId: ctx.siteId };
  return NextResponse.json(await listListings(await getDb(), ctx.marketplace, owner, query));
});
