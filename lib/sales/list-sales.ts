import { Prisma } from "@prisma/client";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import type { SaleFilters, SalePage } from "../schemas/sales";
import { saleSelect, toSaleSummary, type SaleRow } from "./sale-rows";
import { rememberShipmentId } from "./shipment-ids";

/** Keyset cursor (date_created, id): stable while new sales arrive, and page 60 costs what page 1 does. */
function encodeCursor(date: Date, id: bigint): string {
  return Buffer.from(`${date.toISOString()}|${id}`).toString("base64url");
}
function decodeCursor(cursor: string): { date: Date; id: bigint } {
  const [iso, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const date = new Date(iso ?? "");
  if (!id || !/^\d{1,20}$/.test(id) || Number.isNaN(date.getTime())) throw new AppError("invalid_cursor", "The page cursor is not valid.");
  return { date, id: BigInt(id) };
}

const STATE_OF = { needs_first: "can_start", waiting: "waiting", blocked: "blocked", excepted: "excepted" } as const;

/** What picks the sales (everything but the paging). */
type SaleSelection = Partial<Omit<SaleFilters, "cursor" | "limit">>;

function conditions(workspaceId: string, userId: string, f: SaleSelection): Prisma.Sql[] {
  const where = [Prisma.sql`s.workspace_id = ${workspaceId}`];
  if (f.show && f.show !== "all" && f.show !== "unread") where.push(Prisma.sql`s.conversation_state = ${STATE_OF[f.show]}`);
  // Unread is per teammate: the buyer wrote and this user has no read mark (a new buyer message clears
  // everyone's marks, lib/sales/read-state.ts).
  if (f.show === "unread")
    where.push(
      Prisma.sql`s.last_buyer_message_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM sale_reads r WHERE r.sale_id = s.id AND r.user_id = ${userId})`,
    );
  if (f.logistic) where.push(Prisma.sql`s.logistic_type = ${f.logistic}`);
  if (f.days) where.push(Prisma.sql`s.date_created >= ${new Date(Date.now() - f.days * 86_400_000)}`);
  if (f.from) where.push(Prisma.sql`s.date_created >= ${new Date(f.from)}`);
  if (f.to) where.push(Prisma.sql`s.date_created <= ${new Date(f.to)}`);
  if (f.q) where.push(Prisma.sql`s.search_text LIKE ${`%${f.q.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`}`);
  return where;
}

/**
 * The sales list, from our copy (never the marketplace): newest first, filtered, searched, paged. One
 * query a page (pictures and my read mark included); the total is counted for the first page only, the
 * one whose header shows it.
 */
export async function listSales(db: Db, workspaceId: string, userId: string, f: SaleFilters): Promise<SalePage> {
  const where = conditions(workspaceId, userId, f);
  const paged = [...where];
  if (f.cursor) {
    const c = decodeCursor(f.cursor);
    paged.push(Prisma.sql`(s.date_created, s.id) < (${c.date}, ${c.id})`);
  }
  const [rows, counted] = await Promise.all([
    db.$queryRaw<
      SaleRow[]
    >`${saleSelect(userId)} WHERE ${Prisma.join(paged, " AND ")} ORDER BY s.date_created DESC, s.id DESC LIMIT ${f.limit + 1}`,
    f.cursor ? null : countWhere(db, where),
  ]);
  const page = rows.slice(0, f.limit);
  for (const r of page) rememberShipmentId(workspaceId, r.id, r.shipmentId);
  const last = page.at(-1);
  return {
    sales: page.map((r) => toSaleSummary(r, r.readByMe, r.thumbnails)),
    total: counted,
    nextCursor: rows.length > f.limit && last ? encodeCursor(last.dateCreated, last.id) : null,
  };
}

/**
 * How many sales a selection of the list holds, counted as the list's header counts them (the overview's
 * per-account strip counts `show: "unread"` with it, so its figure is what that filter lists).
 */
export function countSales(db: Db, workspaceId: string, userId: string, f: SaleSelection): Promise<number> {
  return countWhere(db, conditions(workspaceId, userId, f));
}

async function countWhere(db: Db, where: Prisma.Sql[]): Promise<number> {
  const rows = await db.$queryRaw<
    Array<{ total: number }>
  >`SELECT count(*)::int AS total FROM sales s WHERE ${Prisma.join(where, " AND ")}`;
  return Number(rows[0]?.total ?? 0);
}
