// GET /api/claims/:id: one claim's page, read fresh from the marketplace (the claim must answer; each
// other part is read leniently and named when missing), with the sale from our copy. Viewers read it.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getClaimPage, parseClaimId } from "@/lib/claims/claim-page";
import { getDb } from "@/lib/db";
import { claimPageSchema } from "@/lib/schemas/claim-page";

export const GET = withSeller<{ id: string }>("viewer", async (_req, { workspaceId, siteId, marketplace, params }) => {
  const claimId = parseClaimId(params.id);
  const page = await getClaimPage(await getDb(), marketplace, workspaceId, siteId, claimId);
  return NextResponse.json(claimPageSchema.parse(page));
});
