import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { questionsWorkSchema, salesWorkSchema, visitsTodaySchema } from "../schemas/overview";
import { ApiRequestError, fetchJson } from "./fetch-json";

const retry = (n: number, e: Error) => n < 1 && !(e instanceof ApiRequestError && e.status >= 400 && e.status < 500);

export const overviewQueries = {
  questions: () => queryOptions({ queryKey: ["overview", "questions"], queryFn: () => fetchJson("/api/overview/questions", questionsWorkSchema), retry, refetchInterval: 60_000 }),
  sales: () => queryOptions({ queryKey: ["overview", "sales"], queryFn: () => fetchJson("/api/overview/sales", salesWorkSchema), retry, staleTime: 60_000 }),
  visits: () => queryOptions({ queryKey: ["overview", "visits"], queryFn: () => fetchJson("/api/overview/visits", visitsTodaySchema), retry, staleTime: 5 * 60_000 }),
};

export const useQuestionsWork = () => useQuery(overviewQueries.questions());
export const useSalesWork = () => useQuery(overviewQueries.sales());
export const useVisitsToday = () => useQuery(overviewQueries.visits());

/**
 * A workspace whose questions were never brought in starts that import from the overview too (the sweep
 * the inbox runs when it opens), then reads the card again: the seller's first page is not a dead end.
 */
export function useQuestionsImport(importing: boolean | undefined) {
  const client = useQueryClient();
  const started = useRef(false);
  const run = useMutation({
    mutationFn: () => fetchJson("/api/inbox/sync", () => import("../schemas/questions").then((m) => m.syncResultSchema), { method: "POST" }),
    onSettled: () => client.invalidateQueries({ queryKey: overviewQueries.questions().queryKey }),
  });
  const { mutate } = run;
  useEffect(() => {
    if (!importing || started.current) return;
    started.current = true;
    mutate();
  }, [importing, mutate]);
  return run;
}
