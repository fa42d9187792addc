import type { Db } from "../db/client";
import { getRunSummary, listRunItems } from "./store";

/**
 * A run as a page shows it: counts, then every row with its result or reason (runs are ≤ 5,000).
 * `kind` keeps one feature's page from reading another feature's run by id.
 */
export async function runView(db: Db, workspaceId: string, runId: string, kind?: string) {
  const summary = await getRunSummary(db, workspaceId, runId);
  if (!summary || (kind && summary.kind !== kind)) return null;
  const items = await listRunItems(db, runId, { limit: 5000 });
  return { ...summary, items: items.map((i) => ({ target: i.target, status: i.status, result: i.result, reason: i.reason, attempts: i.attempts })) };
}
