"use client";

import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

/**
 * A bulk run's page refreshes what the run changed once per finish of the run: also when the first read of
 * it already says finished, since a small run can end before the page reads it at all. A run that goes
 * back to running (its failed items retried) refreshes again when it ends. One that had finished before
 * the page opened costs one extra read of the list.
 */
export function useRefreshWhenRunFinishes(runId: string, status: string | undefined, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const refreshedRun = useRef<string | null>(null);
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (status === "running") refreshedRun.current = null;
    else if (status === "finished" && refreshedRun.current !== runId) {
      refreshedRun.current = runId;
      void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    }
  }, [runId, status, queryClient, key]);
}
