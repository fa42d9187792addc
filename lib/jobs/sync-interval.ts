import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import { processSingleton } from "../process-singleton";
import { createSingleFlight } from "../single-flight";
import { createAttemptLimiter } from "../team/rate-limit";

/**
 * A workspace's bulk syncs (the inbox's and the sales list's reconciliation on open) start at most once
 * per this interval: each is dozens of marketplace calls on the seller's quota, and every open tab, a
 * reload or a script could otherwise start one. Across instances (the window is a database row).
 */
export const SYNC_MIN_INTERVAL_MS = 5_000;

export type SyncKind = "questions" | "sales" | "claims";

/** Claims this workspace's next sync of `kind`, or throws sync_too_soon (429, Retry-After) with when to try again. */
export async function claimBulkSync(db: Db, kind: SyncKind, workspaceId: string, now = Date.now()): Promise<void> {
  const limiter = createAttemptLimiter(async () => db, { limit: 1, windowMs: SYNC_MIN_INTERVAL_MS });
  const waitMs = await limiter.take(`sync:${kind}:${workspaceId}`, now);
  if (waitMs === 0) return;
  const retryAfterSeconds = Math.ceil(waitMs / 1000);
  throw new AppError(
    "sync_too_soon",
    `This ${kind} sync ran moments ago; try again in ${retryAfterSeconds} s.`,
    { retryAfterSeconds },
    { retryAfterSeconds },
  );
}

const bulkSyncs = processSingleton("bulkSyncs", () => createSingleFlight<string, unknown>());

/**
 * Runs a bulk sync under the interval. A request that arrives while this process runs the same sync
 * (two tabs opening the inbox) waits for it and gets its result: it would bring nothing newer. One
 * arriving after it ended, inside the interval, gets sync_too_soon.
 */
export function runBulkSync<T>(db: Db, kind: SyncKind, workspaceId: string, run: () => Promise<T>): Promise<T> {
  // The flight is registered before the claim's first await, so a request right behind this one joins rather than claims.
  return bulkSyncs.run(`${kind}:${workspaceId}`, () => claimBulkSync(db, kind, workspaceId).then(run));
}

/**
 * The all-accounts views' sync: each account's bulk sync side by side, under its own interval. The results
 * of those that ran; only when none could (all too soon, or the marketplace down) the first one's error.
 */
export async function runBulkSyncs<T>(
  db: Db,
  kind: SyncKind,
  workspaceIds: readonly string[],
  run: (workspaceId: string) => Promise<T>,
): Promise<T[]> {
  const settled = await Promise.allSettled(workspaceIds.map((id) => runBulkSync(db, kind, id, () => run(id))));
  const ran = settled.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  if (ran.length === 0 && settled[0]?.status === "rejected") throw settled[0].reason;
  return ran;
}
