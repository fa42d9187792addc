import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  bulkAnswerSchema,
  calculatorItemsSchema,
  calculatorResultSchema,
  historySchema,
  itemPreviewSchema,
  latestRunSchema,
  runViewSchema,
  shippingConfigSchema,
  shippingListSchema,
  restoreResultSchema,
  type ShippingListQuery,
} from "../schemas/shipping";
import { runRetrySchema } from "../schemas/runs";
import { fetchJson, sendJson } from "./fetch-json";

export type ShippingFilters = Pick<ShippingListQuery, "free" | "mode" | "accepts"> & { q: string };
/** The items a bulk change is about: explicit ids, or every item matching the filters. */
export type BulkTarget = { action: "on" | "off"; itemIds?: string[]; filter?: ShippingFilters; includeModeChanges?: boolean };

export const shippingKeys = {
  all: ["shipping"] as const,
  lists: () => [...shippingKeys.all, "list"] as const,
  list: (f: ShippingFilters) => [...shippingKeys.lists(), f] as const,
  run: (id: string) => [...shippingKeys.all, "run", id] as const,
  latestRun: () => [...shippingKeys.all, "latest-run"] as const,
  history: (itemId: string) => [...shippingKeys.all, "history", itemId] as const,
  preview: (itemId: string, action: "on" | "off") => [...shippingKeys.all, "preview", itemId, action] as const,
  bulkPreview: (target: BulkTarget) => [...shippingKeys.all, "bulk-preview", target] as const,
  config: (categoryId: string | null) => [...shippingKeys.all, "config", categoryId] as const,
  calculator: (asked: Record<string, string> | null) => [...shippingKeys.all, "calculator", asked] as const,
  calculatorItems: (ids: readonly string[] | null) => [...shippingKeys.all, "calculator-items", ids] as const,
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

export const useLatestRun = () =>
  useQuery({ queryKey: shippingKeys.latestRun(), queryFn: () => fetchJson("/api/shipping/runs/latest", latestRunSchema) });

/** Only the failed rows go again. */
export const retryRun = (id: string) => sendJson(`/api/shipping/runs/${id}/retry`, runRetrySchema, "POST");

export const useItemHistory = (itemId: string, enabled: boolean) =>
  useQuery({
    queryKey: shippingKeys.history(itemId),
    queryFn: () => fetchJson(`/api/shipping/items/${itemId}/history`, historySchema),
    enabled,
  });

// Previews are read fresh each time a dialog opens (gcTime 0): the item or the marketplace may have changed.

export const useItemPreview = (itemId: string, action: "on" | "off") =>
  useQuery({
    queryKey: shippingKeys.preview(itemId, action),
    queryFn: () => fetchJson(`/api/shipping/items/${itemId}/free-shipping?action=${action}`, itemPreviewSchema),
    gcTime: 0,
  });

/** Saves one item's change; the answer is the item read again, with what it will do now. */
export const changeFreeShipping = (itemId: string, action: "on" | "off", confirmModeChange = false) =>
  sendJson(`/api/shipping/items/${itemId}/free-shipping`, itemPreviewSchema, "POST", { action, confirmModeChange });

/** Puts back the shipping block a history entry's change replaced; the answer is the item read again. */
export const restorePreviousShipping = (itemId: string, auditId: string) =>
  sendJson(`/api/shipping/items/${itemId}/restore`, restoreResultSchema, "POST", { auditId });

export const useBulkPreview = (target: BulkTarget) =>
  useQuery({
    queryKey: shippingKeys.bulkPreview(target),
    queryFn: () => sendJson("/api/shipping/bulk", bulkAnswerSchema, "POST", { ...target, apply: false }),
    gcTime: 0,
  });

/** Starts the stored run (its id is in the answer). */
export const startBulkRun = (target: BulkTarget) => sendJson("/api/shipping/bulk", bulkAnswerSchema, "POST", { ...target, apply: true });

/** The seller's modes and the site's methods, with one category's preferences once one is picked. */
export const useShippingConfig = (categoryId: string | null) =>
  useQuery({
    queryKey: shippingKeys.config(categoryId),
    queryFn: () => fetchJson(`/api/shipping/config${categoryId ? `?categoryId=${categoryId}` : ""}`, shippingConfigSchema),
  });

/** `asked`: the calculator's last question (null before the first); one request per distinct question. */
export const useShippingCalculator = (asked: Record<string, string> | null) =>
  useQuery({
    queryKey: shippingKeys.calculator(asked),
    queryFn: () => fetchJson(`/api/shipping/calculator?${new URLSearchParams(asked!)}`, calculatorResultSchema),
    enabled: asked !== null,
    staleTime: 60_000,
    // One request per question asked: a failure shows at once with its retry button, not after unseen tries.
    retry: false,
    placeholderData: keepPreviousData,
  });

/** `ids`: the many-items calculator's last question (null before the first); kept on screen while the next loads. */
export const useItemsShippingCosts = (ids: readonly string[] | null) =>
  useQuery({
    queryKey: shippingKeys.calculatorItems(ids),
    queryFn: () => fetchJson(`/api/shipping/calculator/items?${new URLSearchParams({ ids: ids!.join(",") })}`, calculatorItemsSchema),
    enabled: ids !== null,
    staleTime: 60_000,
    // As the one-item calculator: a failure shows at once with its retry button.
    retry: false,
    placeholderData: keepPreviousData,
  });
