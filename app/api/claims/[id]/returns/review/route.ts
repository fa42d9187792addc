// POST /api/claims/:id/returns/review: the seller's review of the returned item (fine, or a problem with
// reason, message and photos; SRF2/SRF4 need photos). Only when the claim offers it now (409 otherwise).
import { NextResponse } from "next/server";
import { readJson } from "@/lib/api/read-json";
import { withSeller } from "@/lib/api/with-seller";
import { parseClaimId } from "@/lib/claims/claim-page";
import { reviewClaimReturn } from "@/lib/claims/claim-return";
import { getDb } from "@/lib/db";
import { claimWriteResultSchema, returnReviewInputSchema } from "@/lib/schemas/claim-page";

export const POST = withSeller<{ id: string }>("agent", async (req, { workspaceId, marketplace, params }) => {
  const claimId = parseClaimId(params.id);
  const input = await readJson(req, returnReviewInputSchema);
  await reviewClaimReturn(await getDb(), marketplace, workspaceId, claimId, input);
  return NextResponse.json(claimWriteResultSchema.parse({ ok: true }), { status: 201 });
});
