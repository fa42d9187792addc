import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { storedTreeSchema, treeUpdateSchema } from "../schemas/category-tree";
import { fetchJson, sendJson } from "./fetch-json";

export const treeKeys = { site: (site: string) => ["catalog-tree", site] as const };

export function useStoredTree(site: string | null) {
  return useQuery({
    queryKey: treeKeys.site(site ?? ""),
    queryFn: () => fetchJson(`/api/catalog/tree?site=${site}`, storedTreeSchema),
    enabled: !!site,
    staleTime: Infinity,
  });
}

export function useUpdateTree(site: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson(`/api/catalog/tree?site=${site}`, treeUpdateSchema, "POST"),
    onSuccess: (tree) => client.setQueryData(treeKeys.site(site ?? ""), tree),
  });
}
