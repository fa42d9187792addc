"use client";

import { useRef, useState } from "react";
import { ApiRequestError } from "@/lib/queries/fetch-json";

/** How long the marketplace's lock usually lasts (one option request) before the automatic retry. */
const RETRY_AFTER_MS = 3_000;

/**
 * The spec's 409: a teammate is sending on this sale. Say so, keep the text, and retry once by itself
 * after the lock clears (same idempotency key: if the first attempt did go through, it is not repeated).
 */
export function useLockedRetry() {
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
    }
  };
  const reset = () => {
    retried.current = false;
  };
  return { isWaiting, onError, reset };
}
