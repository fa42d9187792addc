import type { Prisma } from "@prisma/client";
import type { Db } from "../db/client";
import type { SaleFilters, SalePage } from "../schemas/sales";
import { toSaleSummary } from "./sale-rows";

/**
 * The sales list, from our copy (never the marketplace): newest first, filtered, searched, paged.
 * Unread is per teammate: a sale the buyer wrote on that this user has no read mark for (a new buyer
 * message clears everyone's marks, lib/sales/read-state.ts).
 */
export async function listSales(db: Db, workspaceId: string, userId: string, f: SaleFilters): Promise<SalePage> {
  const where: Prisma.SaleWhereInput = { workspaceId };
  const and: Prisma.SaleWhereInput[] = [];
  if (f.show === "needs_first") and.push({ conversationState: "can_start" });
  if (f.show === "waiting") and.push({ conversationState: "waiting" });
  if (f.show === "blocked") and.push({ conversationState: "blocked" });
  if (f.show === "excepted") and.push({ conversationState: "excepted" });
  if (f.show === "unread") and.push({ lastBuyerMessageAt: { not: null }, reads: { none: { userId } } });
  if (f.logistic) and.push({ logisticType: f.logistic });
  if (f.days) and.push({ dateCreated: { gte: new Date(Date.now() - f.days * 86_400_000) } });
  if (f.from) and.push({ dateCreated: { gte: new Date(f.from) } });
  if (f.to) and.push({ dateCreated: { lte: new Date(f.to) } });
  if (f.q) and.push({ searchText: { contains: f.q.toLowerCase() } });
  if (and.length) where.AND = and;

  const offset = f.cursor ? Number(f.cursor) : 0;
  const [rows, total] = await Promise.all([
    db.sale.findMany({
      where,
      orderBy: [{ dateCreated: "desc" }, { id: "desc" }],
      skip: offset,
      take: f.limit,
      include: { reads: { where: { userId }, select: { userId: true } } },
    }),
    db.sale.count({ where }),
  ]);
  // Pictures come from the shared item snapshots (filled by the sweep), one query for the page.
  const itemIds = [...new Set(rows.flatMap((r) => (r.items as Array<{ itemId: string }>).map((i) => i.itemId)))];
  const pictures = new Map(
    itemIds.length ? (await db.itemSnapshot.findMany({ where: { id: { in: itemIds }, workspaceId }, select: { id: true, thumbnail: true } })).map((i) => [i.id, i.thumbnail]) : [],
  );
  return {
    sales: rows.map((r) => {
      const summary = toSaleSummary(r, r.reads.length > 0);
      return { ...summary, items: summary.items.map((i) => ({ ...i, thumbnail: pictures.get(i.itemId) ?? null })) };
    }),
    total,
    nextCursor: offset + rows.length < total ? String(offset + rows.length) : null,
  };
}
