import { logger } from "../log";
import "server-only";
import type { Db } from "../db/client";
import { publishLiveEvent } from "../live/bus";
import { getAffectsReputation } from "../marketplace/claim-detail";
import { getClaim, type MarketplaceClaim } from "../marketplace/claims";
import type { SellerClient } from "../marketplace/client";
import { getOrder } from "../marketplace/orders";
import {
  claimOrderId,
  readClaimRowState,
  rowStateOf,
  sameRowState,
  storedReputationOf,
  upsertClaimRow,
  type ClaimOrderFacts,
  type StoredReputation,
} from "./store-claim";

const log = logger("claims");

/** The claim's order, read once (orders do not change what the desk shows of them). Null when unreadable. */
async function readOrderFacts(marketplace: SellerClient, claim: MarketplaceClaim): Promise<ClaimOrderFacts | null> {
  const orderId = claimOrderId(claim);
  if (orderId === null) return null;
  try {
    const order = await getOrder(marketplace, orderId);
    const first = order.order_items[0];
    return {
      saleId: order.pack_id ?? order.id,
      buyerNickname: order.buyer.nickname ?? null,
      itemId: first?.item.id ?? null,
      itemTitle: first?.item.title || null,
      orderTotal: order.total_amount ?? order.order_items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0),
      currencyId: order.currency_id,
    };
  } catch (error) {
    log.warn({ orderId, claimId: claim.id, err: error }, "the claim's order is unread");
    return null;
  }
}

/**
 * Whether the claim's reputation read can change what the desk shows: an open claim's verdict and its
 * 48-hour window move with its stage; a closed one's is final, read once.
 */
async function readReputation(marketplace: SellerClient, claim: MarketplaceClaim, known: boolean): Promise<StoredReputation | null> {
  if (claim.status !== "opened" && known) return null;
  try {
    return storedReputationOf(await getAffectsReputation(marketplace, claim.id));
  } catch (error) {
    // The list still shows the claim without the verdict; the next sync reads it again.
    log.warn({ claimId: claim.id, err: error }, "the claim's affects-reputation is unread");
    return null;
  }
}

/**
 * Stores one claim read from the marketplace (with its reputation verdict) and announces it to every
 * open view of the workspace (`claim.updated`, through the one live mechanism, so other instances see it
 * too) when something the list shows changed (an import announces once for all: `announce: false`).
 * Answers whether it changed, whether it is new and whose move it was before.
 */
export async function storeClaim(
  db: Db,
  marketplace: SellerClient,
  workspaceId: string,
  claim: MarketplaceClaim,
  { announce = true }: { announce?: boolean } = {},
) {
  const before = await readClaimRowState(db, workspaceId, claim.id);
  const reputation = await readReputation(marketplace, claim, before !== null);
  const order = before?.hasOrderFacts ? null : await readOrderFacts(marketplace, claim);
  const written = await upsertClaimRow(db, workspaceId, claim, reputation, order);
  // Another workspace's claim is not ours to write or announce.
  if (written === 0) return { changed: false, isNew: false, claim };
  // A verdict that could not be read now keeps the stored one (upsertClaimRow does the same).
  const kept = reputation ?? (before ? { affectsReputation: before.affectsReputation, incentiveUntil: before.incentiveUntil } : null);
  const changed = before === null || !sameRowState(before, rowStateOf(claim, kept));
  if (changed && announce) publishLiveEvent(workspaceId, { type: "claim.updated", claimId: String(claim.id) });
  return { changed, isNew: before === null, claim, previousMove: before?.move ?? null };
}

/** A post_purchase notification: read the claim and refresh our copy. */
export async function syncClaim(db: Db, marketplace: SellerClient, workspaceId: string, claimId: number) {
  return storeClaim(db, marketplace, workspaceId, await getClaim(marketplace, claimId));
}
