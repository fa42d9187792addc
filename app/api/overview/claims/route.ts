// GET /api/overview/claims: open claims where it is the seller's move, from our copy (no marketplace call).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { readClaimsWork } from "@/lib/claims/claims-work";
import { getDb } from "@/lib/db";
import { claimsWorkSchema } from "@/lib/schemas/overview";

export const GET = withSeller("viewer", async (_req, { workspaceId }) =>
  NextResponse.json(claimsWorkSchema.parse(await readClaimsWork(await getDb(), workspaceId))),
);
