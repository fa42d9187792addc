import "server-only";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import type { SellerClient } from "../marketplace/client";
import type { MarketplaceClaim } from "../marketplace/claims";
import { getClaimReturn, getReturnCost, getReturnReviewReasons, REASONS_NEEDING_PHOTOS, reviewReturn } from "../marketplace/returns";
import type { ClaimPage, ReturnReviewInput } from "../schemas/claim-page";
import { claimOffering, ownClaim } from "./claim-page";
import { syncClaim } from "./sync-claim";

const offers = (claim: MarketplaceClaim, action: string) => claim.sellerActions.some((a) => a.action === action);

/** The return part of a claim's page; the cost and the reasons are read leniently (named in `missing`). */
export async function readReturnPart(marketplace: SellerClient, claim: MarketplaceClaim, missing: string[]): Promise<ClaimPage["return"]> {
  if (!claim.hasReturn) return null;
  const soft = <T>(name: string, read: () => Promise<T>, empty: T) =>
    read().catch(() => {
      missing.push(name);
      return empty;
    });
  const [ret, cost, reasons] = await Promise.all([
    soft("return", () => getClaimReturn(marketplace, claim.id), null),
    soft("returnCost", () => getReturnCost(marketplace, claim.id), null),
    offers(claim, "return_review_fail")
      ? soft("reviewReasons", () => getReturnReviewReasons(marketplace, claim.id), [])
      : Promise.resolve([]),
  ]);
  if (!ret) return null;
  return {
    id: String(ret.id),
    status: ret.status,
    moneyStatus: ret.moneyStatus,
    moneyReleaseAt: ret.moneyReleaseAt,
    destination: ret.destination,
    reviewStatus: ret.reviewStatus,
    cost,
    reviewReasons: reasons.map((r) => ({ id: r.id, name: r.name, needsPhotos: REASONS_NEEDING_PHOTOS.has(r.id) })),
  };
}

/**
 * The seller's review of what came back: fine, or a problem with a reason, a message and (for a damaged or
 * different product, SRF2/SRF4) photos, refused here before the marketplace would. Only when offered now.
 */
export async function reviewClaimReturn(db: Db, marketplace: SellerClient, workspaceId: string, claimId: number, input: ReturnReviewInput) {
  await ownClaim(db, workspaceId, claimId);
  await claimOffering(marketplace, claimId, input.ok ? "return_review_ok" : "return_review_fail");
  if (!input.ok && REASONS_NEEDING_PHOTOS.has(input.reason) && input.attachments.length === 0)
    throw new AppError("invalid_input", `A ${input.reason} review needs photos of what arrived.`);
  const ret = await getClaimReturn(marketplace, claimId);
  await reviewReturn(marketplace, ret.id, input.ok ? { ok: true } : input);
  await syncClaim(db, marketplace, workspaceId, claimId).catch(() => undefined);
}
