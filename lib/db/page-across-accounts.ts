import "server-only";
import { Prisma } from "@prisma/client";

/**
 * The ids of one keyset page of a list across several accounts (the all-accounts inbox and sales list):
 * each account's first `limit` rows through its own `(workspace_id, …order)` index, the plan of the
 * one-account list, then the first `limit` of those. `workspace_id = ANY(ids)` alone cannot walk an index
 * in the list's order, so it sorted every match (50,000 questions for 20 accounts) on each read.
 *
 * `where` holds the list's conditions on `alias` (filters, the cursor); the account's own condition is
 * added here (`alias.workspace_id = w.id`). `carry` names the columns besides `id` that `orderOf` reads,
 * since the outer order runs on the inner rows (`orderOf("p")`).
 */
export function pageAcrossAccounts(page: {
  accountIds: readonly string[];
  table: string;
  alias: string;
  carry: readonly string[];
  where: Prisma.Sql[];
  orderOf: (alias: string) => Prisma.Sql;
  limit: number;
}): Prisma.Sql {
  const t = page.alias;
  const columns = Prisma.raw(["id", ...page.carry].map((c) => `${t}.${c}`).join(", "));
  const where = [Prisma.sql`${Prisma.raw(t)}.workspace_id = w.id`, ...page.where];
  return Prisma.sql`SELECT p.id FROM unnest(${[...page.accountIds]}::text[]) AS w(id) CROSS JOIN LATERAL (
    SELECT ${columns} FROM ${Prisma.raw(page.table)} ${Prisma.raw(t)} WHERE ${Prisma.join(where, " AND ")}
    ORDER BY ${page.orderOf(t)} LIMIT ${page.limit}) p
    ORDER BY ${page.orderOf("p")} LIMIT ${page.limit}`;
}
