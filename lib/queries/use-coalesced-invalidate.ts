"use client";

import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";

const WINDOW_MS = 300;

/**
 * Invalidation for live events. A burst of events (a first import, a notification backlog) must become
 * one refetch per query, not hundreds: keys are collected for a short window, and a refetch already in
 * flight is never cancelled (cancelled requests still cost the server, and a steady stream of events
 * would starve the list forever).
 */
export function useCoalescedInvalidate(): (queryKey: QueryKey) => void {
  const client = useQueryClient();
  const batcher = useMemo(() => {
    const pending = new Map<string, QueryKey>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const keys = [...pending.values()];
      pending.clear();
      for (const queryKey of keys) void client.invalidateQueries({ queryKey }, { cancelRefetch: false });
    };
    return {
      add(queryKey: QueryKey) {
        pending.set(JSON.stringify(queryKey), queryKey);
        timer ??= setTimeout(flush, WINDOW_MS);
      },
      dispose: () => clearTimeout(timer),
    };
  }, [client]);
  useEffect(() => batcher.dispose, [batcher]);
  return batcher.add;
}
