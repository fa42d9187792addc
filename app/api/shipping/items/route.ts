// GET /api/shipping/items: the seller's items with shipping mode, free shipping and its cost; filters and paging.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { snapshotFor } from "@/lib/shipping/api";
import { filterShippingRows } from "@/lib/shipping/filter-items";
import { shippingListQuerySchema, shippingListSchema } from "@/lib/schemas/shipping";

export const GET = withSeller("viewer", async (req, ctx) => {
  const query = shippingListQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const snapshot = await snapshotFor(ctx, query.refresh === "1");
  const matching = filterShippingRows(snapshot.rows, query);
  return NextResponse.json(
    shippingListSchema.parse({
      items: matching.slice(query.offset, query.offset + query.limit),
      total: matching.length,
      readAt: snapshot.readAt.toISOString(),
      siteId: snapshot.siteId,
      fulfilment: snapshot.fulfilment,
    }),
  );
});
