import type { Db } from "../db/client";
import { getRunSummary, listRunItems } from "./store";

/**
 * A run as a page shows it: counts, then every row with its result or reason (runs are ≤ 5,000).
 * `kind` keeps one feature's page from reading another feature's run by id.
 */
export async function runView(db: Db, workspaceId: string, runId: string, kind?: string, now = new Date()) {
  const summary = await getRunSummary(db, workspaceId, runId);
  if (!summary || (kind && summary.kind !== kind)) return null;
  const items = await listRunItems(db, runId, { limit: 5000 });
  return {
    ...summary,
    rateLimitedSeconds: rateLimitedSeconds(items, now),
    items: items.map((i) => ({ target: i.target, status: i.status, result: i.result, reason: i.reason, attempts: i.attempts })),
  };
}

/**
 * Rows the marketplace answered 429 for stay pending until their Retry-After (or our backoff) ends: how
 * long the longest of those waits still is, so the page can count it down instead of looking stuck.
 */
function rateLimitedSeconds(items: Array<{ status: string; reason: unknown; claimedUntil: Date | null }>, now: Date): number | null {
  let wait = 0;
  for (const item of items) {
    if (item.status !== "pending" || !item.claimedUntil || (item.reason as { code?: unknown } | null)?.code !== "rate_limited") continue;
    wait = Math.max(wait, Math.ceil((item.claimedUntil.getTime() - now.getTime()) / 1000));
  }
  return wait > 0 ? wait : null;
}
