import { Prisma } from "@prisma/client";
import type { Db } from "../db/client";
import { cursorDate, cursorId, cursorParts, encodeCursor } from "../db/keyset-cursor";
import type { SaleFilters, SalePage } from "../schemas/sales";
import { saleSelect, toSaleSummary, type SaleRow } from "./sale-rows";
import { rememberShipmentId } from "./shipment-ids";
import { pageAcrossAccounts } from "../db/page-across-accounts";
import { dispatchRiskCondition } from "../health/dispatch-risk";

/** Keyset cursor (date_created, id): stable while new sales arrive, and page 60 costs what page 1 does. */
function decodeCursor(cursor: string): { date: Date; id: bigint } {
  const [iso, id] = cursorParts(cursor, 2);
  return { date: cursorDate(iso), id: cursorId(id) };
}

const STATE_OF = { needs_first: "can_start", waiting: "waiting", blocked: "blocked", excepted: "excepted" } as const;

/** What picks the sales (everything but the paging). */
type SaleSelection = Partial<Omit<SaleFilters, "cursor" | "limit">>;

/** The filters' conditions, without the account(s): the list adds its scope, or pageAcrossAccounts one per account. */
function conditions(userId: string, f: SaleSelection): Prisma.Sql[] {
  const where: Prisma.Sql[] = [];
  // Must leave today or already late (lib/health/dispatch-risk.ts: the same condition as the overview's queue).
  if (f.show === "dispatch") where.push(dispatchRiskCondition(new Date()));
  if (f.show && f.show !== "all" && f.show !== "unread" && f.show !== "dispatch")
    where.push(Prisma.sql`s.conversation_state = ${STATE_OF[f.show]}`);
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

const ORDER = Prisma.sql`s.date_created DESC, s.id DESC`;

/**
 * The sales list, from our copy (never the marketplace): newest first, filtered, searched, paged. One
 * query a page (pictures and my read mark included); the total is counted for the first page only, the
 * one whose header shows it.
 *
 * `accounts` is the request's one account, or every account the person may read (the all-accounts list,
 * from their memberships and nothing else); `inAccount` narrows to one of those, never past them. One
 * account keeps the plan it always had; several read each account's first page off its own index.
 */
export async function listSales(db: Db, accounts: string | readonly string[], userId: string, f: SaleFilters): Promise<SalePage> {
  const listed = typeof accounts === "string" ? [accounts] : accounts;
  const ids = f.inAccount ? listed.filter((id) => id === f.inAccount) : listed;
  if (ids.length === 0) return { sales: [], total: f.cursor ? null : 0, nextCursor: null };
  const filtered = conditions(userId, f);
  const scope = ids.length === 1 ? Prisma.sql`s.workspace_id = ${ids[0]}` : Prisma.sql`s.workspace_id = ANY(${ids})`;
  const after: Prisma.Sql[] = [];
  if (f.cursor) {
    const c = decodeCursor(f.cursor);
    after.push(Prisma.sql`(s.date_created, s.id) < (${c.date}, ${c.id})`);
  }
  const limit = f.limit + 1;
  const paged =
    ids.length === 1
      ? Prisma.join([scope, ...filtered, ...after], " AND ")
      : Prisma.sql`${scope} AND s.id IN (${pageAcrossAccounts({
          accountIds: ids,
          table: "sales",
          alias: "s",
          carry: ["date_created"],
          where: [...filtered, ...after],
          orderOf: (t) => Prisma.sql`${Prisma.raw(t)}.date_created DESC, ${Prisma.raw(t)}.id DESC`,
          limit,
        })})`;
  const [rows, counted] = await Promise.all([
    db.$queryRaw<SaleRow[]>`${saleSelect(userId)} WHERE ${paged} ORDER BY ${ORDER} LIMIT ${limit}`,
    f.cursor ? null : countWhere(db, [scope, ...filtered]),
  ]);
  const shown = rows.slice(0, f.limit);
  for (const r of shown) rememberShipmentId(r.accountId, r.id, r.shipmentId);
  const last = shown.at(-1);
  return {
    sales: shown.map((r) => toSaleSummary(r, r.readByMe, r.thumbnails)),
    total: counted,
    nextCursor: rows.length > f.limit && last ? encodeCursor(last.dateCreated, last.id) : null,
  };
}

/**
 * How many sales a selection of the list holds, counted as the list's header counts them (the overview's
 * per-account strip counts `show: "unread"` with it, so its figure is what that filter lists).
 */
export function countSales(db: Db, workspaceId: string, userId: string, f: SaleSelection): Promise<number> {
  return countWhere(db, [Prisma.sql`s.workspace_id = ${workspaceId}`, ...conditions(userId, f)]);
}

async function countWhere(db: Db, where: Prisma.Sql[]): Promise<number> {
  const rows = await db.$queryRaw<
    Array<{ total: number }>
  >`SELECT count(*)::int AS total FROM sales s WHERE ${Prisma.join(where, " AND ")}`;
  return Number(rows[0]?.total ?? 0);
}
