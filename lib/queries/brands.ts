import { useQuery } from "@tanstack/react-query";
import { brandSchema, brandsResponseSchema } from "../schemas/brands";
import { fetchJson } from "./fetch-json";

export function useBrands() {
  return useQuery({ queryKey: ["catalog-brands"], queryFn: () => fetchJson("/api/catalog/brands", brandsResponseSchema), staleTime: 10 * 60_000 });
}

export function useBrand(id: number | null) {
  return useQuery({ queryKey: ["catalog-brands", id], queryFn: () => fetchJson(`/api/catalog/brands/${id}`, brandSchema), enabled: id !== null, staleTime: 10 * 60_000 });
}
