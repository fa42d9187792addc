import { useQuery } from "@tanstack/react-query";
import { brandSchema, brandsResponseSchema } from "../schemas/brands";
import { fetchJson } from "./fetch-json";

export const brandKeys = {
  all: ["catalog-brands"] as const,
  detail: (id: number | null) => [...brandKeys.all, id] as const,
};

export function useBrands() {
  return useQuery({
    queryKey: brandKeys.all,
    queryFn: () => fetchJson("/api/catalog/brands", brandsResponseSchema),
    staleTime: 10 * 60_000,
  });
}

export function useBrand(id: number | null) {
  return useQuery({
    queryKey: brandKeys.detail(id),
    queryFn: () => fetchJson(`/api/catalog/brands/${id}`, brandSchema),
    enabled: id !== null,
    staleTime: 10 * 60_000,
  });
}
