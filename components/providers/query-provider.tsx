"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { retryDelay, shouldRetry } from "@/lib/queries/retry";

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, retry: shouldRetry, retryDelay },
          // A write never waits for the connection and never resumes later: offline, it fails at once
          // (the user sees it and keeps their text) instead of publishing behind their back on reconnect.
          mutations: { networkMode: "always", retry: 0 },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
