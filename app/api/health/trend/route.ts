// GET /api/health/trend: our daily copy of the account's rates over the last 90 site days, with the bands.
// Our copy only: no marketplace call.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { readReputationTrend } from "@/lib/health/record-day";
import { healthTrendSchema } from "@/lib/schemas/health";

export const GET = withSeller("viewer", async (_req, { workspaceId, siteId }) =>
  NextResponse.json(healthTrendSchema.parse(await readReputationTrend(await getDb(), workspaceId, siteId))),
);
