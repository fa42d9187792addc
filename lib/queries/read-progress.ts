"use client";

import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "./fetch-json";

export const readProgressKeys = { of: (url: string) => ["read-progress", url] as const };

/** While a page waits on a big read: how far it is, asked each second (only a hint, so never retried). */
export function useReadProgress(url: string, enabled: boolean) {
  return useQuery({
    queryKey: readProgressKeys.of(url),
    queryFn: () => fetchJson(url, () => import("../schemas/read-progress").then((m) => m.readProgressSchema)),
    enabled,
    refetchInterval: 1_000,
    retry: false,
  });
}
