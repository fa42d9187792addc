import { queryOptions, useQuery } from "@tanstack/react-query";
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
