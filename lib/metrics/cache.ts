import "server-only";
import type { Db } from "../db/client";
import { sqlUtc } from "../db/sql-time";
import { createSingleFlight } from "../single-flight";

export interface Cached<T> {
  payload: T;
  readAt: Date;
  /** true when this answer came from our database rather than the marketplace */
  fromCache: boolean;
}

/** Reads in flight per key, so two tabs opening the same range make one upstream read, not two. */
const reads = createSingleFlight<string, Cached<unknown>>();

/**
 * Our database copy of an upstream read, with the time it was read. Fresh enough → served as is (instant,
 * no upstream call); else read again and stored. Failures are never stored: the next look tries again.
 * Several instances may race on the same key: the upsert makes the last reader win, which is harmless.
 * `changedMarker` names a row that `markChanged` moves when what the read is made of changed (a new
 * listing): a read that started before it moved is served but not stored, so the next look reads again.
 */
export async function readThrough<T>(
  db: Db,
  sellerId: number,
  key: string,
  maxAgeMs: number,
  read: () => Promise<T>,
  { nowMs = Date.now(), changedMarker }: { nowMs?: number; changedMarker?: string } = {},
): Promise<Cached<T>> {
  const row = await db.metricsCache.findUnique({ where: { sellerId_key: { sellerId, key } } });
  if (row && nowMs - row.readAt.getTime() < maxAgeMs) return { payload: row.payload as T, readAt: row.readAt, fromCache: true };
  return reads.run(`${sellerId}|${key}`, async (): Promise<Cached<T>> => {
    const startedAt = new Date();
    const payload = await read();
    const readAt = new Date();
    await db.$executeRaw`
        INSERT INTO metrics_cache (seller_id, key, payload, read_at)
        SELECT ${sellerId}, ${key}, ${JSON.stringify(payload)}::jsonb, ${sqlUtc(readAt)}::timestamp(3)
        WHERE NOT EXISTS (
          SELECT 1 FROM metrics_cache WHERE seller_id = ${sellerId} AND key = ${changedMarker ?? null} AND read_at >= ${sqlUtc(startedAt)}::timestamp(3))
        ON CONFLICT (seller_id, key) DO UPDATE SET payload = EXCLUDED.payload, read_at = EXCLUDED.read_at`;
    return { payload, readAt, fromCache: false };
  });
}

/** Moves `marker` (see readThrough's `changedMarker`): reads under way now will not be stored. */
export async function markChanged(db: Db, sellerId: number, marker: string, at = new Date()): Promise<void> {
  await db.$executeRaw`
    INSERT INTO metrics_cache (seller_id, key, payload, read_at) VALUES (${sellerId}, ${marker}, '{}'::jsonb, ${sqlUtc(at)}::timestamp(3))
    ON CONFLICT (seller_id, key) DO UPDATE SET read_at = EXCLUDED.read_at`;
}

/**
 * How long a read stays good: ranges that reach a day whose visits may still change (they arrive up to
 * 48 h late) or today, 10 minutes; settled history does not change, so a day.
 */
export function maxAgeFor(to: string, today: string, provisionalFrom: string): number {
  return to >= provisionalFrom || to >= today ? 10 * 60_000 : 24 * 3_600_000;
}
