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
export async function claimRunItems(db: Db, kinds: string[], { limit, leaseMs, now = new Date() }: { limit: number; leaseMs: number; now?: Date }): Promise<ClaimedItem[]> {
  if (kinds.length === 0) return [];
  const until = new Date(now.getTime() + leaseMs);
  const rows = await db.$queryRaw<Array<{ id: string; run_id: string; target: string; input: Prisma.JsonValue | null; attempts: number; claimed_until: Date }>>`
    UPDATE run_items SET claimed_until = ${until}, attempts = attempts + 1, updated_at = ${now}
    WHERE id IN (
      SELECT ri.id FROM run_items ri JOIN runs r ON r.id = ri.run_id
      WHERE ri.status = 'pending' AND r.kind = ANY(${kinds}::text[])
        AND (ri.claimed_until IS NULL OR ri.claimed_until < ${now})
      ORDER BY r.created_at, ri.position
      LIMIT ${limit}
      FOR UPDATE OF ri SKIP LOCKED
    )
    RETURNING id, run_id, target, input, attempts, claimed_until`;
  return rows.map((r) => ({ id: r.id, runId: r.run_id, target: r.target, input: r.input, attempts: r.attempts, claimedUntil: r.claimed_until }));
}
