// GET /api/metrics/items?from&to: every listing's visits, contacts and sales for the items table.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { trackRead } from "@/lib/jobs/read-progress";
import { readItemsMetrics } from "@/lib/metrics/read-items";
import { checkRange, metricsScope } from "@/lib/metrics/scope";
import { itemsMetricsSchema, rangeQuerySchema } from "@/lib/schemas/metrics";

export const GET = withSeller("viewer", async (req, ctx) => {
  const query = rangeQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const scope = metricsScope({ ...ctx, db: await getDb() });
  const range = checkRange(query, scope);
  // Counted: at the real API's rate a cold read of many listings takes minutes (GET ./progress says how far).
  const metrics = await trackRead("metrics-items", ctx.workspaceId, (track) =>
    readItemsMetrics({ ...scope, marketplace: track(scope.marketplace) }, range),
  );
  return NextResponse.json(itemsMetricsSchema.parse(metrics));
});
