import "server-only";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import type { SellerClient } from "../marketplace/client";
import { getClaim, type MarketplaceClaim } from "../marketplace/claims";
import {
  getActionsHistory,
  getAffectsReputation,
  getClaimDetail,
  getPartialRefundOffers,
  getStatusHistory,
} from "../marketplace/claim-detail";
import { allowReturn, offerPartialRefund, openDispute, refundClaim } from "../marketplace/claim-actions";
import { getClaimMessages, sendClaimMessage } from "../marketplace/claim-messages";
import { MESSAGE_ACTIONS, receiverOf, type ClaimActionInput, type ClaimPage, type ClaimReceiverRole } from "../schemas/claim-page";
import { storedReputationOf } from "./store-claim";
import { storeClaim, syncClaim } from "./sync-claim";
import { readReturnPart } from "./claim-return";

/** A page part the marketplace did not answer: left out and named (`missing`), never the whole page. */
async function part<T>(name: string, missing: string[], read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch {
    missing.push(name);
    return empty;
  }
}

/**
 * One claim of this account, read fresh from the marketplace (the claim itself must answer; each other
 * part is read leniently), with the sale from our copy. The read also refreshes our list's row, so a
 * claim that moved on shows the same on the desk. A claim that is not this account's is 404.
 */
export async function getClaimPage(
  db: Db,
  marketplace: SellerClient,
  workspaceId: string,
  siteId: string,
  claimId: number,
): Promise<ClaimPage> {
  const stored = await ownClaim(db, workspaceId, claimId);
  const claim = await getClaim(marketplace, claimId);
  const missing: string[] = [];
  const offersPartial = claim.sellerActions.some((a) => a.action === "allow_partial_refund");
  const [detail, reputation, actions, statuses, messages, offers, ret] = await Promise.all([
    part("detail", missing, () => getClaimDetail(marketplace, claimId), null),
    part("reputation", missing, () => getAffectsReputation(marketplace, claimId), null),
    part("actions", missing, () => getActionsHistory(marketplace, claimId), []),
    part("statuses", missing, () => getStatusHistory(marketplace, claimId), []),
    part("messages", missing, () => getClaimMessages(marketplace, claimId), []),
    offersPartial ? part("offers", missing, () => getPartialRefundOffers(marketplace, claimId), []) : Promise.resolve([]),
    readReturnPart(marketplace, claim, missing),
  ]);
  await storeClaim(db, marketplace, workspaceId, claim).catch(() => undefined);
  const total = stored.orderTotal;
  return {
    claim: claimView(claim),
    sale: {
      saleId: stored.saleId === null ? null : String(stored.saleId),
      orderId: stored.orderId === null ? null : String(stored.orderId),
      itemTitle: stored.itemTitle,
      itemId: stored.itemId,
      buyerNickname: stored.buyerNickname,
      total,
      currencyId: stored.currencyId,
    },
    siteId: claim.siteId ?? stored.siteId ?? siteId,
    detail: detail && { title: detail.title, description: detail.description, problem: detail.problem },
    reputation: reputation && {
      verdict: reputation.affects_reputation,
      incentiveUntil: storedReputationOf(reputation).incentiveUntil?.toISOString() ?? null,
    },
    timeline: [
      ...actions.map((a) => ({ kind: "action" as const, ...a })),
      ...statuses.map((s) => ({ kind: "status" as const, ...s })),
    ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at)),
    messages: messages.map((m) => ({
      senderRole: m.senderRole,
      receiverRole: m.receiverRole,
      text: m.text,
      at: m.at,
      attachments: m.attachments,
    })),
    receiver: receiverOf(claim.stage),
    offers: offers.map((o) => ({
      percentage: o.percentage,
      amount: o.amount ?? (total === null ? null : offerAmount(total, o.percentage)),
    })),
    return: ret,
    missing,
  };
}

/** A percentage of the sale's total, in cents rounded (the marketplace's own amount is used when it gives one). */
export function offerAmount(total: number, percentage: number): number {
  return Math.round(total * percentage) / 100;
}

function claimView(claim: MarketplaceClaim): ClaimPage["claim"] {
  return {
    id: String(claim.id),
    status: claim.status,
    stage: claim.stage,
    type: claim.type,
    reasonId: claim.reasonId,
    move: claim.move,
    dueDate: claim.dueDate,
    dateCreated: claim.dateCreated,
    actions: claim.sellerActions,
    resolution: claim.resolution && { reason: claim.resolution.reason, closedBy: claim.resolution.closedBy, at: claim.resolution.at },
  };
}

/** The claim as it is now, for a write: refuses (409 claim_moved_on) when the marketplace no longer offers `action`. */
export async function claimOffering(marketplace: SellerClient, claimId: number, action: string): Promise<MarketplaceClaim> {
  const claim = await getClaim(marketplace, claimId);
  if (!claim.sellerActions.some((a) => a.action === action))
    throw new AppError("claim_moved_on", `Claim ${claimId} no longer offers ${action}.`);
  return claim;
}

/** A claim id from a path: a positive number, else 400 (never a marketplace call). */
export function parseClaimId(raw: string): number {
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw new AppError("invalid_claim_id", "The claim id must be a number.");
  return Number(raw);
}

/** Our stored row of a claim of this account; 404 for any other (another account's claim is never read). */
export async function ownClaim(db: Db, workspaceId: string, claimId: number) {
  const stored = await db.claim.findFirst({ where: { id: BigInt(claimId), workspaceId } });
  if (!stored) throw new AppError("not_found", `Claim ${claimId} is not this account's.`);
  return stored;
}

/**
 * A message to the recipient the composer showed, which must still be the one the claim takes (a fresh
 * read: a claim that moved to a dispute meanwhile is refused with claim_moved_on, never misrouted).
 */
export async function sendClaimPageMessage(
  db: Db,
  marketplace: SellerClient,
  workspaceId: string,
  claimId: number,
  input: { text: string; receiver: ClaimReceiverRole },
): Promise<void> {
  await ownClaim(db, workspaceId, claimId);
  const claim = await claimOffering(marketplace, claimId, MESSAGE_ACTIONS[input.receiver]);
  if (receiverOf(claim.stage) !== input.receiver)
    throw new AppError("claim_moved_on", `Claim ${claimId} takes messages for another recipient now.`);
  await sendClaimMessage(marketplace, claimId, { receiver: input.receiver, text: input.text, attachments: [] });
  await syncClaim(db, marketplace, workspaceId, claimId).catch(() => undefined);
}

/** One resolution or action the claim offers now (a partial refund only at an offered percentage), then our copy refreshed. */
export async function actOnClaim(
  db: Db,
  marketplace: SellerClient,
  workspaceId: string,
  claimId: number,
  input: ClaimActionInput,
): Promise<void> {
  await ownClaim(db, workspaceId, claimId);
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
}
