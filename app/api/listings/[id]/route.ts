// GET /api/listings/:id: the listing as an editor shows it, read fresh (stock, price, status, variations,
// price automation, the category's limits, why it is locked). PATCH { expected, change, confirmAutomationOff? }:
// one edit with the marketplace's guards (lib/listing/edit-listing.ts); 409 listing_changed carries both values.
import { NextResponse } from "next/server";
import { readJson } from "@/lib/api/read-json";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { editListing, readEditableListing } from "@/lib/listing/edit-listing";
import { listingEditInputSchema } from "@/lib/schemas/listings";
import { parseItemId } from "@/lib/shipping/api";

type Params = { id: string };

export const GET = withSeller<Params>("viewer", async (_req, ctx) => {
  const itemId = parseItemId(ctx.params.id);
  return NextResponse.json({ listing: await readEditableListing(ctx.marketplace, ctx.sellerId, itemId) });
});

export const PATCH = withSeller<Params>("agent", async (req, ctx) => {
  const itemId = parseItemId(ctx.params.id);
  const input = await readJson(req, listingEditInputSchema);
  const result = await editListing(
    {
      db: await getDb(),
      marketplace: ctx.marketplace,
      owner: { workspaceId: ctx.workspaceId, sellerId: ctx.sellerId },
      userId: ctx.userId,
    },
    itemId,
    input,
  );
  return NextResponse.json(result);
});
