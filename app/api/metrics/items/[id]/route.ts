// GET /api/metrics/items/:id?from&to: one listing's visits (by day and hour), contacts, sales and markers.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { readItemDetail } from "@/lib/metrics/read-item";
import { checkRange, metricsScope } from "@/lib/metrics/scope";
import { listingIdSchema } from "@/lib/schemas/ids";
import { itemDetailSchema, rangeQuerySchema } from "@/lib/schemas/metrics";

export const GET = withSeller<{ id: string }>("viewer", async (req, ctx) => {
  const id = listingIdSchema.parse(ctx.params.id);
  const query = rangeQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const scope = metricsScope({ ...ctx, db: await getDb() });
  return NextResponse.json(itemDetailSchema.parse(await readItemDetail(scope, id, checkRange(query, scope))));
});
