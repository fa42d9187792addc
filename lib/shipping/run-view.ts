import "server-only";
import type { Db } from "../db/client";
import { getRunSummary, listRunItems } from "../runs/store";

/** A bulk run as the page shows it: counts, then every row with its result or reason (runs are ≤ 5,000). */
export async function runView(db: Db, workspaceId: string, runId: string) {
  const summary = await getRunSummary(db, workspaceId, runId);
  if (!summary) return null;
  const items = await listRunItems(db, runId, { limit: 5000 });
  return { ...summary, items: items.map((i) => ({ itemId: i.target, status: i.status, result: i.result, reason: i.reason, attempts: i.attempts })) };
}
