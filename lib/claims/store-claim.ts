import "server-only";
import type { Db } from "../db/client";
import { sqlUtc, sqlUtcOrNull } from "../db/sql-time";
import type { MarketplaceClaim } from "../marketplace/claims";
import type { ClaimReputation } from "../marketplace/claim-detail";

/** What the desk keeps of a claim's reputation read: verbatim, and until when the 48-hour incentive holds. */
export interface StoredReputation {
  affectsReputation: string | null;
  incentiveUntil: Date | null;
}

export function storedReputationOf(read: ClaimReputation): StoredReputation {
  return {
    affectsReputation: read.affects_reputation,
    incentiveUntil: read.has_incentive && read.due_date ? new Date(read.due_date) : null,
  };
}

const dateOrNull = (iso: string | null) => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** The columns that, changed, move the claim in the list (and announce it to open views). */
export interface ClaimRowState {
  status: string;
  stage: string | null;
  move: string | null;
  dueDate: Date | null;
  sellerActions: string[];
  hasReturn: boolean;
  affectsReputation: string | null;
  incentiveUntil: Date | null;
}

export function rowStateOf(claim: MarketplaceClaim, reputation: StoredReputation | null): ClaimRowState {
  return {
    status: claim.status,
    stage: claim.stage,
    move: claim.move,
    dueDate: dateOrNull(claim.dueDate),
    sellerActions: claim.sellerActions.map((a) => a.action),
    hasReturn: claim.hasReturn,
    affectsReputation: reputation?.affectsReputation ?? null,
    incentiveUntil: reputation?.incentiveUntil ?? null,
  };
}

export function sameRowState(a: ClaimRowState, b: ClaimRowState): boolean {
  return (
    a.status === b.status &&
    a.stage === b.stage &&
    a.move === b.move &&
    a.dueDate?.getTime() === b.dueDate?.getTime() &&
    a.sellerActions.join() === b.sellerActions.join() &&
    a.hasReturn === b.hasReturn &&
    a.affectsReputation === b.affectsReputation &&
    a.incentiveUntil?.getTime() === b.incentiveUntil?.getTime()
  );
}

/** What the desk shows of the claim's order: a claim carries no item, so the product comes through it. */
export interface ClaimOrderFacts {
  saleId: number;
  buyerNickname: string | null;
  itemId: string | null;
  itemTitle: string | null;
  orderTotal: number | null;
  currencyId: string | null;
}

/** Our stored state of one claim of this workspace, or null. */
export async function readClaimRowState(
  db: Db,
  workspaceId: string,
  claimId: number,
): Promise<(ClaimRowState & { itemTitle: string | null; hasOrderFacts: boolean }) | null> {
  const row = await db.claim.findFirst({
    where: { id: BigInt(claimId), workspaceId },
    select: {
      status: true,
      stage: true,
      move: true,
      dueDate: true,
      sellerActions: true,
      hasReturn: true,
      affectsReputation: true,
      incentiveUntil: true,
      itemTitle: true,
    },
  });
  return row && { ...row, hasOrderFacts: row.itemTitle !== null };
}

/**
 * Inserts or updates our copy in one statement; resolves to the rows written (0 when the claim is
 * another workspace's: that row is never touched). A reputation of null keeps the stored one (a read
 * that could not get it must not erase it), and so do the order's facts (read once: a sync that did not
 * read them keeps them). Assignment is never written here.
 */
export function upsertClaimRow(
  db: Db,
  workspaceId: string,
  claim: MarketplaceClaim,
  reputation: StoredReputation | null,
  order: ClaimOrderFacts | null,
  now = new Date(),
) {
  const state = rowStateOf(claim, reputation);
  const orderId = claimOrderId(claim);
  const searchText = [orderId, order?.saleId, claim.buyerId, claim.id, order?.buyerNickname?.toLowerCase()]
    .filter((v) => v != null)
    .join(" ");
  return db.$executeRaw`
    INSERT INTO claims (id, workspace_id, order_id, buyer_id, sale_id, buyer_nickname, item_id, item_title, order_total, currency_id, status, stage, type, reason_id, move, due_date, seller_actions, has_return,
                        affects_reputation, incentive_until, site_id, date_created, last_updated, search_text, synced_at)
    VALUES (${BigInt(claim.id)}, ${workspaceId}, ${orderId === null ? null : BigInt(orderId)}::bigint,
            ${claim.buyerId === null ? null : BigInt(claim.buyerId)}::bigint, ${order ? BigInt(order.saleId) : null}::bigint,
            ${order?.buyerNickname ?? null}, ${order?.itemId ?? null}, ${order?.itemTitle ?? null}, ${order?.orderTotal ?? null}::float8,
            ${order?.currencyId ?? null}, ${state.status}, ${state.stage}, ${claim.type}, ${claim.reasonId},
            ${state.move}, ${sqlUtcOrNull(state.dueDate)}::timestamp(3), ${state.sellerActions}::text[], ${state.hasReturn},
            ${state.affectsReputation}, ${sqlUtcOrNull(state.incentiveUntil)}::timestamp(3), ${claim.siteId},
            ${sqlUtc(new Date(claim.dateCreated))}::timestamp(3), ${sqlUtcOrNull(dateOrNull(claim.lastUpdated))}::timestamp(3),
            ${searchText}, ${sqlUtc(now)}::timestamp(3))
    ON CONFLICT (id) DO UPDATE SET
      order_id = EXCLUDED.order_id, buyer_id = EXCLUDED.buyer_id,
      sale_id = COALESCE(EXCLUDED.sale_id, claims.sale_id), buyer_nickname = COALESCE(EXCLUDED.buyer_nickname, claims.buyer_nickname),
      item_id = COALESCE(EXCLUDED.item_id, claims.item_id), item_title = COALESCE(EXCLUDED.item_title, claims.item_title),
      order_total = COALESCE(EXCLUDED.order_total, claims.order_total), currency_id = COALESCE(EXCLUDED.currency_id, claims.currency_id),
      status = EXCLUDED.status, stage = EXCLUDED.stage, type = EXCLUDED.type,
      reason_id = EXCLUDED.reason_id, move = EXCLUDED.move, due_date = EXCLUDED.due_date, seller_actions = EXCLUDED.seller_actions,
      has_return = EXCLUDED.has_return,
      affects_reputation = COALESCE(EXCLUDED.affects_reputation, claims.affects_reputation),
      incentive_until = CASE WHEN EXCLUDED.affects_reputation IS NULL THEN claims.incentive_until ELSE EXCLUDED.incentive_until END,
      site_id = EXCLUDED.site_id, date_created = EXCLUDED.date_created, last_updated = EXCLUDED.last_updated,
      search_text = CASE WHEN EXCLUDED.sale_id IS NULL THEN claims.search_text ELSE EXCLUDED.search_text END, synced_at = EXCLUDED.synced_at
    WHERE claims.workspace_id = EXCLUDED.workspace_id`;
}

/** The order a claim is on (resource `order`; the desk's claims all are), or null. */
export function claimOrderId(claim: MarketplaceClaim): number | null {
  return claim.resource === "order" || claim.resource === null ? claim.resourceId : null;
}
