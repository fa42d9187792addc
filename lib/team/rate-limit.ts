import type { Db } from "../db/client";
import { sqlUtc } from "../db/sql-time";

/**
 * Attempts per key (an e-mail, a client address, a workspace's bulk sync) in a fixed window, in the database so every instance
 * counts the same attempts. `take` counts the attempt first, with one atomic upsert (the row's lock
 * orders concurrent ones), and only then says whether it may go on: fifty parallel attempts get the
 * counts 1…50, so exactly `limit` of them pass, whatever the timing. Attempts refused inside a window
 * do not extend it: the rightful owner waits at most `windowMs`.
 */
export interface AttemptLimiter {
  /** Counts one attempt; milliseconds until the key may try again when it is past the limit, else 0. */
  take(key: string, now?: number): Promise<number>;
  /** A success: the key starts afresh. */
  reset(key: string): Promise<void>;
}

export function createAttemptLimiter(db: () => Promise<Db>, { limit = 5, windowMs = 60_000 } = {}): AttemptLimiter {
  return {
    async take(key, now = Date.now()) {
      const [row] = await (
        await db()
      ).$queryRaw<{ attempts: number; started_ms: number }[]>`
        INSERT INTO attempt_windows (key, window_started_at, attempts) VALUES (${key}, ${sqlUtc(new Date(now))}::timestamp(3), 1)
        ON CONFLICT (key) DO UPDATE SET
          attempts = CASE WHEN attempt_windows.window_started_at <= ${sqlUtc(new Date(now - windowMs))}::timestamp(3) THEN 1 ELSE attempt_windows.attempts + 1 END,
          window_started_at = CASE WHEN attempt_windows.window_started_at <= ${sqlUtc(new Date(now - windowMs))}::timestamp(3)
            THEN EXCLUDED.window_started_at ELSE attempt_windows.window_started_at END
        RETURNING attempts, (extract(epoch FROM window_started_at) * 1000)::float8 AS started_ms`;
      if (!row || row.attempts <= limit) return 0;
      return Math.max(1, Number(row.started_ms) + windowMs - now);
    },
    async reset(key) {
      await (
        await db()
      ).$executeRaw`DELETE FROM attempt_windows WHERE key = ${key}`;
    },
  };
}

/** Drops windows long over (keys that never tried again); run on a schedule. */
export async function pruneAttemptWindows(db: Db, olderThanMs = 60 * 60_000, now = Date.now()): Promise<number> {
  return db.$executeRaw`DELETE FROM attempt_windows WHERE window_started_at < ${sqlUtc(new Date(now - olderThanMs))}::timestamp(3)`;
}
