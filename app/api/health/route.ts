// GET /api/health: the account's reputation colour, each rate against its site's bands, the distance to the
// next colour both ways, and today's dispatch risk. Reads GET /users/{id} live (the colour is the
// marketplace's) and keeps the day's reading as our copy for the trend.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { buildHealth } from "@/lib/health/build-health";
import { countDispatchRisk } from "@/lib/health/dispatch-risk";
import { recordReputationDay } from "@/lib/health/record-day";
import { getSellerReputation } from "@/lib/marketplace/reputation";
import { healthSchema } from "@/lib/schemas/health";

export const GET = withSeller("viewer", async (_req, { marketplace, sellerId, workspaceId }) => {
  const db = await getDb();
  const now = new Date();
  const [reputation, dispatch] = await Promise.all([getSellerReputation(marketplace, sellerId), countDispatchRisk(db, workspaceId, now)]);
  await recordReputationDay(db, workspaceId, reputation, now);
  return NextResponse.json(healthSchema.parse(buildHealth(reputation, dispatch, now)));
});
