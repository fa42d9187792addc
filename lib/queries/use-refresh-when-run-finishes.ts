"use client";

import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

/**
 * A bulk run's page refreshes what the run changed once, when a run it saw running finishes (a run that
 * was already finished when the page opened changes nothing on screen).
 */
export function useRefreshWhenRunFinishes(status: string | undefined, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const wasRunning = useRef(false);
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (status === "running") wasRunning.current = true;
    else if (status === "finished" && wasRunning.current) {
      wasRunning.current = false;
      void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    }
  }, [status, queryClient, key]);
}
