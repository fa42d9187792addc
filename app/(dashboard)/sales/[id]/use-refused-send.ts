"use client";

import { useRef, useState } from "react";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { useRefreshSale } from "@/lib/queries/sales";
import { useRateLimitRetry } from "@/components/composer/use-rate-limit-retry";

/** How long the marketplace's lock usually lasts (one option request) before the automatic retry. */
const RETRY_AFTER_MS = 3_000;

/**
 * What a composer does when a send is refused.
 *
 * The spec's 409 (a teammate is sending on this sale): say so, keep the text, and retry once by itself
 * after the lock clears (same idempotency key: if the first attempt did go through, it is not repeated).
 * Nothing is re-read while that retry is pending: the retry's own outcome refreshes the page, so no
 * refetch races the retry (issue 58 item 3).
 *
 * Any other refusal (a cap spent elsewhere, a buyer's new message changing what is allowed) is final:
 * the caps and the thread are re-read at once, so the page stops offering what the marketplace refused.
 * A 429 is the exception: nothing went out, and a re-read would only meet the same limit. The composer says
 * the marketplace is limiting, counts down and sends again by itself (useRateLimitRetry, issue 58 item 14).
 */
export function useRefusedSend(saleId: string) {
  const refresh = useRefreshSale(saleId);
  const rateLimit = useRateLimitRetry();
  const [isWaiting, setWaiting] = useState(false);
  const retried = useRef(false);
  const onError = (error: unknown, retry: () => void) => {
    if (error instanceof ApiRequestError && error.code === "sale_locked" && !retried.current) {
      retried.current = true;
      setWaiting(true);
      setTimeout(() => {
        setWaiting(false);
        retry();
      }, RETRY_AFTER_MS);
      return;
    }
    if (rateLimit.onError(error, retry)) return;
    if (!(error instanceof ApiRequestError && error.status === 429)) refresh();
  };
  const reset = () => {
    retried.current = false;
    rateLimit.reset();
  };
  return { isWaiting: isWaiting || rateLimit.retryAt !== null, retryAt: rateLimit.retryAt, onError, reset };
}
