"use client";

import { useEffect, useState } from "react";

/** The countdowns and "overdue" tick together once a minute (one clock for the list, one for a claim's page). */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
