// GET /api/metrics/items?from&to: every listing's visits, contacts and sales for the items table.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { readItemsMetrics } from "@/lib/metrics/read-items";
import { checkRange, metricsScope } from "@/lib/metrics/scope";
import { itemsMetricsSchema, rangeQuerySchema } from "@/lib/schemas/metrics";

export const GET = withSeller("viewer", async (req, ctx) => {
  const query = rangeQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const scope = metricsScope({ ...ctx, db: await getDb() });
  return NextResponse.json(itemsMetricsSchema.parse(await readItemsMetrics(scope, checkRange(query, scope))));
});
