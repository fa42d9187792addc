import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { historySchema, latestRunSchema, runViewSchema, shippingListSchema, type ShippingListQuery } from "../schemas/shipping";
import { fetchJson } from "./fetch-json";

export type ShippingFilters = Pick<ShippingListQuery, "free" | "mode" | "accepts"> & { q: string };

export const shippingKeys = {
  all: ["shipping"] as const,
  lists: () => [...shippingKeys.all, "list"] as const,
  list: (f: ShippingFilters) => [...shippingKeys.lists(), f] as const,
  run: (id: string) => [...shippingKeys.all, "run", id] as const,
  latestRun: () => [...shippingKeys.all, "latest-run"] as const,
  history: (itemId: string) => [...shippingKeys.all, "history", itemId] as const,
};

/** Every matching row at once (our copy: cheap); the table pages, selects and exports on the client. */
export const shippingListQuery = (f: ShippingFilters) =>
  queryOptions({
    queryKey: shippingKeys.list(f),
    queryFn: () => fetchJson(`/api/shipping/items?${new URLSearchParams({ ...f, limit: "1000" })}`, shippingListSchema),
  });

export const useShippingItems = (f: ShippingFilters) => useQuery(shippingListQuery(f));

/**
 * "Read again": the server reads the marketplace again and replaces our copy (its rows are not needed
 * here); then the list on screen reads the new copy, cancelling a read of the old one still under way.
 * The filters may have changed while the marketplace was read (a search committed after the click).
 */
export function useReadShippingAgain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => fetchJson(`/api/shipping/items?${new URLSearchParams({ limit: "1", refresh: "1" })}`, shippingListSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: shippingKeys.lists() }),
  });
}

/** A running run is polled every second; a finished one is read once. */
export const useRun = (id: string | null) =>
  useQuery({
    queryKey: shippingKeys.run(id ?? ""),
    queryFn: () => fetchJson(`/api/shipping/runs/${id}`, runViewSchema),
    enabled: !!id,
    refetchInterval: (q) => (q.state.data?.status === "finished" ? false : 1_000),
  });

export const useLatestRun = () => useQuery({ queryKey: shippingKeys.latestRun(), queryFn: () => fetchJson("/api/shipping/runs/latest", latestRunSchema) });

export const useItemHistory = (itemId: string, enabled: boolean) =>
  useQuery({ queryKey: shippingKeys.history(itemId), queryFn: () => fetchJson(`/api/shipping/items/${itemId}/history`, historySchema), enabled });
