"use client";

import { useState } from "react";

/**
 * Which bulk run's panel to show: the one just started, else the latest stored run (so a reload or a
 * closed tab shows its progress again), until the user dismisses it. The dismissal is kept per browser
 * under `storageKey`.
 */
export function useDismissibleRun(storageKey: string, runId: string | null): { runId: string | null; dismiss: () => void } {
  // Read once on the client; the panel only shows after the latest run loads, so SSR never draws it.
  const [dismissed, setDismissed] = useState<string | null>(() =>
    typeof window === "undefined" ? null : window.localStorage.getItem(storageKey),
  );
  return {
    runId: runId !== null && runId !== dismissed ? runId : null,
    dismiss: () => {
      if (runId === null) return;
      window.localStorage.setItem(storageKey, runId);
      setDismissed(runId);
    },
  };
}
