/**
 * Failed sign-in attempts per key (a normalized e-mail), in this process's memory: after `limit`
 * failures inside `windowMs` the key is refused until the oldest failure leaves the window. One process
 * serves Mostrador (embedded database), so memory is the right place; a cluster would need a shared store.
 */
export interface FailureLimiter {
  /** Milliseconds until the key may try again; 0 when it may try now. */
  retryAfterMs(key: string, now?: number): number;
  recordFailure(key: string, now?: number): void;
  reset(key: string): void;
}

const MAX_KEYS = 10_000;

export function createFailureLimiter({ limit = 5, windowMs = 60_000 } = {}): FailureLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((t) => now - t < windowMs);

  return {
    retryAfterMs(key, now = Date.now()) {
      const times = recent(key, now);
      return times.length < limit ? 0 : (times.at(-limit) ?? now) + windowMs - now;
    },
    recordFailure(key, now = Date.now()) {
      // Forget stale keys before growing, so a flood of made-up e-mails cannot exhaust memory.
      if (failures.size >= MAX_KEYS) {
        for (const [k, times] of failures) if (times.every((t) => now - t >= windowMs)) failures.delete(k);
        if (failures.size >= MAX_KEYS) failures.delete(failures.keys().next().value!);
      }
      failures.set(key, [...recent(key, now), now]);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}

// One limiter per process: Next may load this module in several server bundles.
const holder = globalThis as unknown as { mostradorSignInLimiter?: FailureLimiter };

/** Shared by the e-mail sign-in and the join form's "you already have an account" check. */
export function signInLimiter(): FailureLimiter {
  holder.mostradorSignInLimiter ??= createFailureLimiter({ limit: 5, windowMs: 60_000 });
  return holder.mostradorSignInLimiter;
}
