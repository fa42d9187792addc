// GET /api/metrics/items/:id?from&to: one listing's visits (by day and hour), contacts, sales and markers.
import { NextResponse } from "next/server";
import { z } from "zod";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { readItemDetail } from "@/lib/metrics/read-item";
import { checkRange, metricsScope } from "@/lib/metrics/scope";
import { itemDetailSchema, rangeQuerySchema } from "@/lib/schemas/metrics";

const idSchema = z.string().regex(/^[A-Z]{3}\d+$/, "a listing id looks like MLA1234567890");

export const GET = withSeller<{ id: string }>("viewer", async (req, ctx) => {
  const id = idSchema.parse(ctx.params.id);
  const query = rangeQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const scope = metricsScope({ ...ctx, db: await getDb() });
  return NextResponse.json(itemDetailSchema.parse(await readItemDetail(scope, id, checkRange(query, scope))));
});
