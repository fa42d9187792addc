// POST /api/claims/:id/actions: refund, partial refund (one of the offered percentages), allow a return,
// open a dispute. Only what the claim offers now, checked on a fresh read (409 claim_moved_on otherwise);
// any 2xx is success; our copy is refreshed after, so the desk moves at once.
import { NextResponse } from "next/server";
import { readJson } from "@/lib/api/read-json";
import { withSeller } from "@/lib/api/with-seller";
import { actOnClaim, parseClaimId } from "@/lib/claims/claim-page";
import { getDb } from "@/lib/db";
import { claimActionInputSchema, claimWriteResultSchema } from "@/lib/schemas/claim-page";

export const POST = withSeller<{ id: string }>("agent", async (req, { workspaceId, marketplace, params }) => {
  const claimId = parseClaimId(params.id);
  const input = await readJson(req, claimActionInputSchema);
  await actOnClaim(await getDb(), marketplace, workspaceId, claimId, input);
  return NextResponse.json(claimWriteResultSchema.parse({ ok: true }), { status: 201 });
});
