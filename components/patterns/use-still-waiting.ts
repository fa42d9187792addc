"use client";

import { useEffect, useState } from "react";

/** How long a wait on the marketplace looks normal; after it, the page says it is still waiting. */
export const STILL_WAITING_AFTER_MS = 4_000;

/**
 * True once `waiting` has held for `afterMs` without a break: a slow marketplace then reads as "still
 * waiting", not as a page that hangs on grey shapes. Resets as soon as the wait ends.
 */
export function useStillWaiting(waiting: boolean, afterMs = STILL_WAITING_AFTER_MS): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setLate(true), afterMs);
    // The next wait starts counting from zero.
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [waiting, afterMs]);
  return waiting && late;
}
