import "server-only";
import type { Prisma } from "@prisma/client";
import type { Db } from "../db/client";
import type { ClaimFilters, ClaimPage, ClaimSummary } from "../schemas/claims";

const MOVES = new Set(["seller", "buyer", "mediator"]);

/**
 * The desk's list from our copy (never the marketplace): the claims of the accounts the person may see
 * (`accountIds` come from their memberships; `inAccount` narrows to one of those, never past them), what
 * is due first (claims with no due time last), with the buyer and product read from the order. The
 * search takes an order, sale or claim id, or (part of) a buyer's nickname.
 */
export async function listClaims(db: Db, accountIds: string[], userId: string, f: ClaimFilters, now = new Date()): Promise<ClaimPage> {
  const ids = f.inAccount ? accountIds.filter((id) => id === f.inAccount) : accountIds;
  if (ids.length === 0) return { claims: [], total: 0, nextOffset: null };
  const where: Prisma.ClaimWhereInput = {
    workspaceId: { in: ids },
    status: f.status,
    ...(f.stage && { stage: f.stage }),
    ...(f.type && { type: f.type }),
    ...(f.reputation && { affectsReputation: f.reputation }),
    ...(f.hasReturn && { hasReturn: true }),
    ...(f.mine && { assigneeId: userId }),
    ...(f.incentive && { incentiveUntil: { gt: now } }),
    // Order, sale, claim and buyer ids and the lower-case nickname, all in search_text (store-claim.ts).
    ...(f.q && { searchText: { contains: f.q.toLowerCase() } }),
  };
  const [rows, total] = await Promise.all([
    db.claim.findMany({
      where,
      orderBy: [{ dueDate: { sort: "asc", nulls: "last" } }, { id: "asc" }],
      skip: f.offset,
      take: f.limit,
      include: { assignee: { select: { id: true, name: true } } },
    }),
    db.claim.count({ where }),
  ]);
  const pictures = await picturesOf(
    db,
    ids,
    rows.map((r) => r.itemId).filter((id): id is string => id !== null),
  );
  const claims = rows.map((r): ClaimSummary => ({
    id: String(r.id),
    accountId: r.workspaceId,
    orderId: r.orderId === null ? null : String(r.orderId),
    saleId: r.saleId === null ? null : String(r.saleId),
    buyer: { id: r.buyerId === null ? null : String(r.buyerId), nickname: r.buyerNickname ?? "" },
    item: r.itemTitle ? { title: r.itemTitle, thumbnail: (r.itemId && pictures.get(`${r.workspaceId}:${r.itemId}`)) || null } : null,
    reasonId: r.reasonId,
    type: r.type,
    stage: r.stage,
    status: r.status,
    move: r.move && MOVES.has(r.move) ? (r.move as ClaimSummary["move"]) : null,
    dueDate: r.dueDate?.toISOString() ?? null,
    incentiveUntil: r.incentiveUntil?.toISOString() ?? null,
    affectsReputation: r.affectsReputation,
    hasReturn: r.hasReturn,
    assignee: r.assignee,
    dateCreated: r.dateCreated.toISOString(),
  }));
  const next = f.offset + rows.length;
  return { claims, total, nextOffset: next < total ? next : null };
}

/** The listing's picture from our item snapshots (read by the questions and sales imports), when we have it. */
async function picturesOf(db: Db, ids: string[], itemIds: string[]) {
  if (itemIds.length === 0) return new Map<string, string>();
  const snapshots = await db.itemSnapshot.findMany({
    where: { workspaceId: { in: ids }, id: { in: [...new Set(itemIds)] } },
    select: { id: true, workspaceId: true, thumbnail: true },
  });
  return new Map(snapshots.filter((s) => s.thumbnail).map((s) => [`${s.workspaceId}:${s.id}`, s.thumbnail!]));
}
