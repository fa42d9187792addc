import type { Prisma } from "@prisma/client";
import type { Db } from "../db/client";

export interface ClaimedItem {
  id: string;
  runId: string;
  target: string;
  input: Prisma.JsonValue | null;
  attempts: number;
  claimedUntil: Date;
}

/**
 * Claims up to `limit` due pending rows of the given kinds for `leaseMs`. `FOR UPDATE SKIP LOCKED`
 * lets several workers (or app instances on one PostgreSQL) claim side by side: a row locked by one is
 * skipped by the others, and a row claimed meanwhile fails the re-checked `claimed_until` condition.
 * A worker that crashes simply lets its lease expire, and the row is claimed again.
 */
export async function claimRunItems(
  db: Db,
  kinds: string[],
  { limit, leaseMs, now = new Date() }: { limit: number; leaseMs: number; now?: Date },
): Promise<ClaimedItem[]> {
  if (kinds.length === 0) return [];
  const until = new Date(now.getTime() + leaseMs);
  // UPDATE … RETURNING gives rows in no particular order: the outer SELECT puts them back in the runs'
  // order, so a pass works through the targets in the order they were given.
  const rows = await db.$queryRaw<
    Array<{ id: string; run_id: string; target: string; input: Prisma.JsonValue | null; attempts: number; claimed_until: Date }>
  >`
    WITH picked AS (
      SELECT ri.id, r.created_at AS run_created_at, ri.position FROM run_items ri JOIN runs r ON r.id = ri.run_id
      WHERE ri.status = 'pending' AND r.kind = ANY(${kinds}::text[])
        AND (ri.claimed_until IS NULL OR ri.claimed_until < ${now})
      ORDER BY r.created_at, ri.position
      LIMIT ${limit}
      FOR UPDATE OF ri SKIP LOCKED
    ), claimed AS (
      UPDATE run_items SET claimed_until = ${until}, attempts = attempts + 1, updated_at = ${now}
      FROM picked WHERE run_items.id = picked.id
      RETURNING run_items.id, run_items.run_id, run_items.target, run_items.input, run_items.attempts, run_items.claimed_until, picked.run_created_at, picked.position
    )
    SELECT id, run_id, target, input, attempts, claimed_until FROM claimed ORDER BY run_created_at, position`;
  return rows.map((r) => ({
    id: r.id,
    runId: r.run_id,
    target: r.target,
    input: r.input,
    attempts: r.attempts,
    claimedUntil: r.claimed_until,
  }));
}

/**
 * Re-arms a claimed row's lease right before its handler runs: a pass claims a batch, but processes it a
 * few at a time, so a row near the end of a slow batch may start long after the batch's claim was made.
 * Succeeds only while the claim is still ours (same attempt number, still pending): each claim increments
 * `attempts`, so if the lease ran out and another worker (or instance) claimed the row meanwhile, this
 * matches nothing and the caller leaves the row to that worker. Row-level: a concurrent claim and this
 * update serialize on the row, and the loser's condition is re-checked against the winner's write.
 */
export async function renewRunItemClaim(
  db: Db,
  item: Pick<ClaimedItem, "id" | "attempts">,
  { leaseMs, now = new Date() }: { leaseMs: number; now?: Date },
): Promise<Date | null> {
  const until = new Date(now.getTime() + leaseMs);
  const count = await db.$executeRaw`
    UPDATE run_items SET claimed_until = ${until}, updated_at = ${now}
    WHERE id = ${item.id} AND status = 'pending' AND attempts = ${item.attempts}`;
  return count === 1 ? until : null;
}
