import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ALL_ACCOUNTS } from "../accounts/account-param";
import { accountsTodaySchema, claimsWorkSchema, questionsWorkSchema, salesWorkSchema, visitsTodaySchema } from "../schemas/overview";
import { fetchJson, sendJson } from "./fetch-json";

export const overviewKeys = {
  all: ["overview"] as const,
  questions: () => [...overviewKeys.all, "questions"] as const,
  sales: () => [...overviewKeys.all, "sales"] as const,
  claims: () => [...overviewKeys.all, "claims"] as const,
  visits: () => [...overviewKeys.all, "visits"] as const,
  accounts: () => [...overviewKeys.all, "accounts"] as const,
};

export const overviewQueries = {
  questions: () =>
    queryOptions({
      queryKey: overviewKeys.questions(),
      queryFn: () => fetchJson("/api/overview/questions", questionsWorkSchema),
      refetchInterval: 60_000,
    }),
  sales: () =>
    queryOptions({ queryKey: overviewKeys.sales(), queryFn: () => fetchJson("/api/overview/sales", salesWorkSchema), staleTime: 60_000 }),
  claims: () =>
    queryOptions({
      queryKey: overviewKeys.claims(),
      queryFn: () => fetchJson("/api/overview/claims", claimsWorkSchema),
      refetchInterval: 60_000,
    }),
  visits: () =>
    queryOptions({
      queryKey: overviewKeys.visits(),
      queryFn: () => fetchJson("/api/overview/visits", visitsTodaySchema),
      staleTime: 5 * 60_000,
    }),
  /** Every account's today, side by side: read each minute (the live stream is the page's one account's). */
  accounts: () =>
    queryOptions({
      queryKey: overviewKeys.accounts(),
      queryFn: () => fetchJson("/api/overview/accounts", accountsTodaySchema, { account: ALL_ACCOUNTS }).then((r) => r.accounts),
      refetchInterval: 60_000,
    }),
};

export const useQuestionsWork = () => useQuery(overviewQueries.questions());
export const useSalesWork = () => useQuery(overviewQueries.sales());
export const useClaimsWork = () => useQuery(overviewQueries.claims());
export const useVisitsToday = () => useQuery(overviewQueries.visits());
export const useAccountsToday = () => useQuery(overviewQueries.accounts());

/**
 * A workspace whose questions were never brought in starts that import from the overview too (the sweep
 * the inbox runs when it opens), then reads the card again: the seller's first page is not a dead end.
 */
export function useQuestionsImport(importing: boolean | undefined) {
  const client = useQueryClient();
  const started = useRef(false);
  const run = useMutation({
    mutationFn: () => sendJson("/api/questions/sync", () => import("../schemas/questions").then((m) => m.syncResultSchema), "POST"),
    onSettled: () => client.invalidateQueries({ queryKey: overviewKeys.questions() }),
  });
  const { mutate } = run;
  useEffect(() => {
    if (!importing || started.current) return;
    started.current = true;
    mutate();
  }, [importing, mutate]);
  return run;
}
