"use client";

import { useEffect, useRef, useState } from "react";
import { ApiRequestError } from "@/lib/queries/fetch-json";

/** Retries after the marketplace's Retry-After, else after this, doubling: 5, 10, 20, 40 s. */
const FIRST_WAIT_S = 5;
/** Then the refusal is shown as it is, with the text kept: a limit lasting minutes is the person's call. */
const MAX_RETRIES = 4;

/**
 * A send the marketplace rate-limited (our API's 429 `rate_limited`, issue 58 item 14): nothing was
 * published, so the composer says so, counts down to the next try and makes it by itself with the same
 * idempotency key (a repeat of a send that did go through is answered with its first result). Shared by
 * the answer composer and the sale composers.
 */
export function useRateLimitRetry() {
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const retries = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** True when `error` is a 429 and `retry` is scheduled; false leaves the error to the caller. */
  const onError = (error: unknown, retry: () => void): boolean => {
    if (!(error instanceof ApiRequestError && error.status === 429) || retries.current >= MAX_RETRIES) return false;
    const waitS = error.retryAfterSeconds && error.retryAfterSeconds > 0 ? error.retryAfterSeconds : FIRST_WAIT_S * 2 ** retries.current;
    retries.current++;
    setRetryAt(Date.now() + waitS * 1000);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setRetryAt(null);
      retry();
    }, waitS * 1000);
    return true;
  };
  /** After a success, or when the person takes the text back (Edit): no retry pending, the count starts over. */
  const reset = () => {
    clearTimeout(timer.current);
    retries.current = 0;
    setRetryAt(null);
  };
  return { retryAt, onError, reset };
}
