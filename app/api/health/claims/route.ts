// GET /api/health/claims: the health card's claims links (those that affect the reputation, those still inside
// the 48 hours), counted from our claims copy: no marketplace call.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { countHealthClaims } from "@/lib/claims/health-claims";
import { getDb } from "@/lib/db";
import { healthClaimsSchema } from "@/lib/schemas/health";

export const GET = withSeller("viewer", async (_req, { workspaceId }) =>
  NextResponse.json(healthClaimsSchema.parse(await countHealthClaims(await getDb(), workspaceId))),
);
