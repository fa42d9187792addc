"use client";

import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  guideSchema,
  invoicePreflightSchema,
  invoiceRunSchema,
  latestInvoiceRunSchema,
  saleDetailSchema,
  salePageSchema,
  sendResultSchema,
  type SaleFilters,
} from "../schemas/sales";
import { runRetrySchema } from "../schemas/runs";
import { ALL_ACCOUNTS } from "../accounts/account-param";
import { useAllAccounts } from "../accounts/use-all-accounts";
import { fetchFile, fetchJson, sendJson } from "./fetch-json";

export type SaleListFilters = Omit<SaleFilters, "cursor" | "limit">;

export const saleKeys = {
  all: ["sales"] as const,
  lists: () => [...saleKeys.all, "list"] as const,
  /** `all`: the all-accounts list. */
  list: (f: SaleListFilters, all = false) => [...saleKeys.lists(), f, all ? ALL_ACCOUNTS : "one"] as const,
  detail: (id: string) => [...saleKeys.all, "detail", id] as const,
  guide: (id: string) => [...saleKeys.all, "guide", id] as const,
  run: (id: string) => [...saleKeys.all, "run", id] as const,
  latestRun: () => [...saleKeys.all, "latest-run"] as const,
};

function listUrl(f: SaleListFilters, cursor?: string) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, cursor, limit: "30" })) if (v !== undefined && v !== "") params.set(k, String(v));
  return `/api/sales?${params}`;
}

export const salesQuery = (f: SaleListFilters, all = false) =>
  infiniteQueryOptions({
    queryKey: saleKeys.list(f, all),
    // The all-accounts list names its scope itself rather than trusting the tab's URL at fetch time.
    queryFn: ({ pageParam }) => fetchJson(listUrl(f, pageParam), salePageSchema, all ? { account: ALL_ACCOUNTS } : undefined),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useSales(f: SaleListFilters) {
  return useInfiniteQuery(salesQuery(f, useAllAccounts()));
}

export const saleQuery = (id: string) =>
  queryOptions({ queryKey: saleKeys.detail(id), queryFn: () => fetchJson(`/api/sales/${id}`, saleDetailSchema) });
export const useSale = (id: string) => useQuery(saleQuery(id));

/** Caps change under us (teammates, the buyer): refetched on focus, and pushed by caps.updated events. */
export const useSaleGuide = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: saleKeys.guide(id),
    queryFn: () => fetchJson(`/api/sales/${id}/guide`, guideSchema),
    enabled,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

export interface OptionSend {
  idempotencyKey: string;
  optionId: "REQUEST_VARIANTS" | "REQUEST_BILLING_INFO" | "SEND_INVOICE_LINK" | "OTHER" | "DELIVERY_PROMISE";
  templateId?: string;
  text?: string;
  hours?: { init: number; limit: number };
}

/** Re-reads what a send changes (or what a refused send proved stale): the thread, the caps, the lists. */
export function useRefreshSale(id: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: saleKeys.detail(id) });
    void client.invalidateQueries({ queryKey: saleKeys.guide(id) });
    void client.invalidateQueries({ queryKey: saleKeys.lists() });
  };
}

export function useSendOption(id: string) {
  const after = useRefreshSale(id);
  return useMutation({
    mutationFn: (input: OptionSend) => sendJson(`/api/sales/${id}/option`, sendResultSchema, "POST", input),
    onSuccess: after,
  });
}

export function useSendMessage(id: string) {
  const after = useRefreshSale(id);
  return useMutation({
    mutationFn: (input: { idempotencyKey: string; text: string }) => sendJson(`/api/sales/${id}/messages`, sendResultSchema, "POST", input),
    onSuccess: after,
  });
}

export function useMarkUnread(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson(`/api/sales/${id}/unread`, null, "POST"),
    onSuccess: () => void client.invalidateQueries({ queryKey: saleKeys.lists() }),
  });
}

/** A fresh key per composed message: a double click or a retried request reuses it, a new message does not. */
export const newIdempotencyKey = () => `s${crypto.randomUUID().replace(/-/g, "")}`;

/** Bulk invoice links: the preflight (apply false) or the start of a stored run (apply true). */
export function useInvoiceLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { saleIds: string[]; text: string; apply: boolean }) =>
      sendJson("/api/sales/invoice-links", invoicePreflightSchema, "POST", input),
    onSuccess: (data) => {
      if (data.runId) void client.invalidateQueries({ queryKey: saleKeys.latestRun() });
    },
  });
}

/** Runs are per account: the all-accounts list does not read one (`enabled` false). */
export const useLatestInvoiceRun = (enabled = true) =>
  useQuery({ queryKey: saleKeys.latestRun(), queryFn: () => fetchJson("/api/sales/runs/latest", latestInvoiceRunSchema), enabled });

/** A running run is polled every second (the worker stores each row as it goes); a finished one is read once. */
export const useInvoiceRun = (id: string) =>
  useQuery({
    queryKey: saleKeys.run(id),
    queryFn: () => fetchJson(`/api/sales/runs/${id}`, invoiceRunSchema),
    refetchInterval: (q) => (q.state.data?.status === "finished" ? false : 1_000),
  });

export function useRetryInvoiceRun(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson(`/api/sales/runs/${id}/retry`, runRetrySchema, "POST"),
    onSuccess: () => void client.invalidateQueries({ queryKey: saleKeys.run(id) }),
  });
}

/**
 * A sale's shipping label file, fetched on the person's click only: downloading it can mark the shipment
 * printed on the marketplace, so it is a mutation (never prefetched, cached or retried), not a query.
 */
/** A sale's shipping label, as a file; only on the person's click (components/patterns/download-label.ts). */
export function fetchSaleLabel(saleId: string, format: "pdf" | "zpl2") {
  return fetchFile(`/api/sales/${saleId}/label?format=${format}`);
}
