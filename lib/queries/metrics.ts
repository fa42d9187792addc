import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DayRange } from "../date-range";
import type { RangeChoice } from "../metrics/saved-range";
import { fetchJson, sendJson } from "./fetch-json";

// Schemas load with the first request, so zod stays out of the metrics pages' first paint.
const schemas = () => import("../schemas/metrics");
const rangeChoice = () => import("../schemas/metrics-range-choice").then((m) => m.rangeChoiceSchema);

export const metricsKeys = {
  all: ["metrics"] as const,
  account: (r: DayRange) => ["metrics", "account", r.from, r.to] as const,
  items: (r: DayRange) => ["metrics", "items", r.from, r.to] as const,
  item: (id: string, r: DayRange) => ["metrics", "item", id, r.from, r.to] as const,
  range: ["metrics", "range"] as const,
};

const qs = (r: DayRange) => `from=${r.from}&to=${r.to}`;

export const accountMetricsQuery = (r: DayRange) =>
  queryOptions({
    queryKey: metricsKeys.account(r),
    queryFn: () => fetchJson(`/api/metrics?${qs(r)}`, () => schemas().then((m) => m.accountMetricsSchema)),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const itemsMetricsQuery = (r: DayRange) =>
  queryOptions({
    queryKey: metricsKeys.items(r),
    queryFn: () => fetchJson(`/api/metrics/items?${qs(r)}`, () => schemas().then((m) => m.itemsMetricsSchema)),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useAccountMetrics = (r: DayRange) => useQuery(accountMetricsQuery(r));
export const useItemsMetrics = (r: DayRange) => useQuery(itemsMetricsQuery(r));

export const itemDetailQuery = (id: string, r: DayRange) =>
  queryOptions({
    queryKey: metricsKeys.item(id, r),
    queryFn: () => fetchJson(`/api/metrics/items/${encodeURIComponent(id)}?${qs(r)}`, () => schemas().then((m) => m.itemDetailSchema)),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
export const useItemDetail = (id: string, r: DayRange) => useQuery(itemDetailQuery(id, r));

/**
 * The remembered range: the page's server component reads it from our database (no flash of the default),
 * the browser keeps it in the query cache for the other metrics pages, and a change is saved for this user.
 */
export function useRangeChoice(initial: RangeChoice) {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: metricsKeys.range,
    queryFn: () => fetchJson("/api/metrics/range", rangeChoice),
    initialData: initial,
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: (choice: RangeChoice) => sendJson("/api/metrics/range", rangeChoice, "PUT", choice),
  });
  const choose = (choice: RangeChoice) => {
    client.setQueryData(metricsKeys.range, choice);
    save.mutate(choice);
  };
  return { choice: data, choose, saveError: save.error };
}
