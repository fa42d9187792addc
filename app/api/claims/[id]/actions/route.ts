// POST /api/claims/:id/actions: refund, partial refund (one of the offered percentages), allow a return,
// open a dispute. Only what the claim offers now, checked on a fresh read (409 claim_moved_on otherwise);
// any 2xx is success; our copy is refreshed after, so the desk moves at once.
import { NextResponse } from "next/server";
import { readJson } from "@/lib/api/read-json";
import { withSeller } from "@/lib/api/with-seller";
import { claimOffering, parseClaimId } from "@/lib/claims/claim-page";
import { syncClaim } from "@/lib/claims/sync-claim";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { allowReturn, offerPartialRefund, openDispute, refundClaim } from "@/lib/marketplace/claim-actions";
import { getPartialRefundOffers } from "@/lib/marketplace/claim-detail";
import { claimActionInputSchema, claimWriteResultSchema } from "@/lib/schemas/claim-page";

export const POST = withSeller<{ id: string }>("agent", async (req, { workspaceId, marketplace, params }) => {
  const claimId = parseClaimId(params.id);
  const input = await readJson(req, claimActionInputSchema);
  const db = await getDb();
  if (!(await db.claim.findFirst({ where: { id: BigInt(claimId), workspaceId }, select: { id: true } })))
    throw new AppError("not_found", `Claim ${claimId} is not this account's.`);
  await claimOffering(marketplace, claimId, input.action);
  if (input.action === "allow_partial_refund") {
    const offers = await getPartialRefundOffers(marketplace, claimId);
    if (!offers.some((o) => o.percentage === input.percentage))
      throw new AppError("claim_moved_on", `Claim ${claimId} no longer offers ${input.percentage} %.`);
    await offerPartialRefund(marketplace, claimId, input.percentage);
  } else if (input.action === "refund") await refundClaim(marketplace, claimId);
  else if (input.action === "allow_return") await allowReturn(marketplace, claimId);
  else await openDispute(marketplace, claimId);
  await syncClaim(db, marketplace, workspaceId, claimId).catch(() => undefined);
  return NextResponse.json(claimWriteResultSchema.parse({ ok: true }), { status: 201 });
});
