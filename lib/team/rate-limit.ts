import type { Db } from "../db/client";

/**
 * Failed sign-in attempts per key (a normalized e-mail), in the database so every instance counts the
 * same failures: after `limit` failures inside `windowMs` the key is refused until the oldest of them
 * leaves the window. Old rows are deleted as keys fail again and by `pruneSignInFailures`.
 */
export interface FailureLimiter {
  /** Milliseconds until the key may try again; 0 when it may try now. */
  retryAfterMs(key: string, now?: number): Promise<number>;
  recordFailure(key: string, now?: number): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createFailureLimiter(db: () => Promise<Db>, { limit = 5, windowMs = 60_000 } = {}): FailureLimiter {
  return {
    async retryAfterMs(key, now = Date.now()) {
      const recent = await (
        await db()
      ).signInFailure.findMany({
        where: { key, failedAt: { gt: new Date(now - windowMs) } },
        orderBy: { failedAt: "desc" },
        take: limit,
        select: { failedAt: true },
      });
      if (recent.length < limit) return 0;
      return Math.max(0, recent.at(-1)!.failedAt.getTime() + windowMs - now);
    },
    async recordFailure(key, now = Date.now()) {
      const d = await db();
      await d.signInFailure.create({ data: { key, failedAt: new Date(now) } });
      await d.signInFailure.deleteMany({ where: { key, failedAt: { lte: new Date(now - windowMs) } } });
    },
    async reset(key) {
      await (await db()).signInFailure.deleteMany({ where: { key } });
    },
  };
}

/** Drops failures past any window (keys that never failed again); run on a schedule. */
export async function pruneSignInFailures(db: Db, olderThanMs = 60 * 60_000, now = Date.now()): Promise<number> {
  const { count } = await db.signInFailure.deleteMany({ where: { failedAt: { lt: new Date(now - olderThanMs) } } });
  return count;
}
