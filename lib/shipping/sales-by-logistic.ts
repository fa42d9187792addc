import type { Db } from "../db/client";

/**
 * How many of the account's sales (our copy) went out with each logistic type (self_service is Flex).
 * The configuration page sets it beside the seller's preferences (issue 58 item 10): a type the
 * preferences call inactive while sales use it is said so, not shown as simply "inactive".
 */
export async function salesByLogistic(db: Db, workspaceId: string): Promise<Record<string, number>> {
  const rows = await db.sale.groupBy({ by: ["logisticType"], where: { workspaceId, logisticType: { not: null } }, _count: { _all: true } });
  return Object.fromEntries(rows.map((r) => [r.logisticType!, r._count._all]));
}
