import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { categoryDetailSchema, predictionsSchema, topCategoriesSchema, topValuesSchema } from "../schemas/categories";
import { fetchJson } from "./fetch-json";

export const categoryKeys = {
  all: ["catalog-categories"] as const,
  top: (site: string) => [...categoryKeys.all, "top", site] as const,
  detail: (id: string) => [...categoryKeys.all, "detail", id] as const,
  predict: (site: string, q: string, limit: number) => [...categoryKeys.all, "predict", site, q, limit] as const,
  topValues: (query: string) => [...categoryKeys.all, "top-values", query] as const,
};

// Categories change a few times a year: an hour in the browser is safe.
const HOUR = 3_600_000;

export function useTopCategories(site: string | null) {
  return useQuery({
    queryKey: categoryKeys.top(site ?? ""),
    queryFn: () => fetchJson(`/api/catalog/categories?site=${site}`, topCategoriesSchema),
    enabled: !!site,
    staleTime: HOUR,
  });
}

export function useCategory(id: string | null) {
  return useQuery({
    queryKey: categoryKeys.detail(id ?? ""),
    queryFn: () => fetchJson(`/api/catalog/categories/${id}`, categoryDetailSchema),
    enabled: !!id,
    staleTime: HOUR,
  });
}

export function usePredictions(site: string | null, q: string, limit: number) {
  return useQuery({
    queryKey: categoryKeys.predict(site ?? "", q, limit),
    queryFn: () =>
      fetchJson(`/api/catalog/predict?${new URLSearchParams({ site: site ?? "", q, limit: String(limit) })}`, predictionsSchema),
    enabled: !!site && q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: HOUR,
  });
}

export function useTopValues(domain: string | null, attribute: string | null, known: string) {
  const query = new URLSearchParams({
    domain: domain ?? "",
    attribute: attribute ?? "",
    limit: "10",
    ...(known ? { known } : {}),
  }).toString();
  return useQuery({
    queryKey: categoryKeys.topValues(query),
    queryFn: () => fetchJson(`/api/catalog/top-values?${query}`, topValuesSchema),
    enabled: !!domain && !!attribute,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
