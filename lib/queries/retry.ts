import { ApiRequestError } from "./fetch-json";

// Every query's retry rule (set once in components/providers/query-provider.tsx). Writes are never retried.

/** Network drops and upstream hiccups (502/504) often pass within seconds. */
const MAX_RETRIES = 2;
/** A longer wait is the user's to see (the 429 notices count it down), not a spinner's to hide. */
const MAX_RETRY_AFTER_SECONDS = 5;

/**
 * A 4xx will give the same answer again (bad input, a missing role, a closed search, a lost grant), so it
 * is not retried; a 429 is, once its Retry-After is over, when that is short. Anything else that is not an
 * answer from our /api (a schema chunk that failed to load) is.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiRequestError)) return true;
  if (error.status === 429) return error.retryAfterSeconds !== undefined && error.retryAfterSeconds <= MAX_RETRY_AFTER_SECONDS;
  return error.status === 0 || error.status >= 500;
}

/** TanStack Query's backoff (1 s, 2 s, … up to 30 s), except that a 429 waits exactly what it asked. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiRequestError && error.status === 429 && error.retryAfterSeconds !== undefined)
    return error.retryAfterSeconds * 1000;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}
