// GET /api/metrics?from=YYYY-MM-DD&to=YYYY-MM-DD: account visits, contacts and sales, with the previous period.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { readAccountMetrics } from "@/lib/metrics/read-account";
import { checkRange, metricsScope } from "@/lib/metrics/scope";
import { accountMetricsSchema, rangeQuerySchema } from "@/lib/schemas/metrics";

export const GET = withSeller("viewer", async (req, ctx) => {
  const query = rangeQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const scope = metricsScope({ ...ctx, db: await getDb() });
  const body = await readAccountMetrics(scope, checkRange(query, scope));
  return NextResponse.json(accountMetricsSchema.parse(body));
});
