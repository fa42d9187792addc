"use client";

import { useEffect, useState } from "react";

/** Seconds left of a wait (a Retry-After), ticking down once a second; a new `seconds` restarts it. */
export function useCountdown(seconds: number | null | undefined): number {
  const [left, setLeft] = useState(seconds ?? 0);
  const [from, setFrom] = useState(seconds);
  // Reset when a new error brings a new wait (state adjusted during render, React's documented pattern).
  if (from !== seconds) {
    setFrom(seconds);
    setLeft(seconds ?? 0);
  }
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
