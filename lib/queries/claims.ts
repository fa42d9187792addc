"use client";

import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ALL_ACCOUNTS } from "../accounts/account-param";
import { useAllAccounts } from "../accounts/use-all-accounts";
import {
  claimPageSchema as claimViewSchema,
  claimWriteResultSchema,
  uploadedAttachmentSchema,
  type ClaimActionInput,
  type ClaimReceiverRole,
} from "../schemas/claim-page";
import { claimPageSchema, type ClaimFilters } from "../schemas/claims";
import { fetchJson, sendFile, sendJson } from "./fetch-json";
import { useCoalescedInvalidate } from "./use-coalesced-invalidate";
import { useEventStream } from "./use-event-stream";

export type ClaimListFilters = Omit<ClaimFilters, "offset" | "limit">;

export const claimKeys = {
  all: ["claims"] as const,
  lists: () => [...claimKeys.all, "list"] as const,
  list: (f: ClaimListFilters, all = false) => [...claimKeys.lists(), f, all ? ALL_ACCOUNTS : "one"] as const,
  detail: (id: string) => [...claimKeys.all, "detail", id] as const,
};

function listUrl(f: ClaimListFilters, offset: number) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, offset: String(offset), limit: "30" }))
    if (v !== undefined && v !== "") params.set(k, String(v));
  return `/api/claims?${params}`;
}

export const claimsQuery = (f: ClaimListFilters, all = false) =>
  infiniteQueryOptions({
    queryKey: claimKeys.list(f, all),
    queryFn: ({ pageParam }) => fetchJson(listUrl(f, pageParam), claimPageSchema, all ? { account: ALL_ACCOUNTS } : undefined),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });

export function useClaims(f: ClaimListFilters) {
  return useInfiniteQuery(claimsQuery(f, useAllAccounts()));
}

/**
 * The desk live on the workspace's one event stream: a claim that arrives or moves (claim.updated, from
 * any instance) or an import (claims.synced) refetches the list. Reconciles once per visit (the import).
 */
export function useClaimsEvents() {
  const client = useQueryClient();
  const invalidate = useCoalescedInvalidate();
  useEventStream((event) => {
    if (event.type === "claim.updated" || event.type === "claims.synced") invalidate(claimKeys.lists());
  });
  useEffect(() => {
    void sendJson("/api/claims/sync", null, "POST")
      .then(() => client.invalidateQueries({ queryKey: claimKeys.lists() }))
      .catch(() => undefined);
  }, [client]);
}

/** One claim's page, read fresh from the marketplace; live changes (claim.updated) refetch it. */
export function useClaim(id: string) {
  const client = useQueryClient();
  useEventStream((event) => {
    if (event.type === "claim.updated" && event.claimId === id) void client.invalidateQueries({ queryKey: claimKeys.detail(id) });
  });
  return useQuery({ queryKey: claimKeys.detail(id), queryFn: () => fetchJson(`/api/claims/${id}`, claimViewSchema) });
}

/** After a write (or a refusal because the claim moved on): the page and the desk re-read. */
function useRefreshClaim(id: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: claimKeys.detail(id) });
    void client.invalidateQueries({ queryKey: claimKeys.lists() });
  };
}

export function useSendClaimMessage(id: string) {
  const refresh = useRefreshClaim(id);
  return useMutation({
    mutationFn: (input: { text: string; receiver: ClaimReceiverRole }) =>
      sendJson(`/api/claims/${id}/messages`, claimWriteResultSchema, "POST", input),
    onSettled: refresh,
  });
}

export function useClaimAction(id: string) {
  const refresh = useRefreshClaim(id);
  return useMutation({
    mutationFn: (input: ClaimActionInput) => sendJson(`/api/claims/${id}/actions`, claimWriteResultSchema, "POST", input),
    onSettled: refresh,
  });
}

/**
 * A return review: fine, or a problem with its photos, uploaded one by one first (each answers its stored
 * name), then the review citing them. A failed upload stops before the review; nothing typed is lost.
 */
export function useReviewReturn(id: string) {
  const refresh = useRefreshClaim(id);
  return useMutation({
    mutationFn: async (
      input: { ok: true } | { ok: false; reason: string; message: string; photos: Array<{ name: string; file: Blob }> },
    ) => {
      if (input.ok) return sendJson(`/api/claims/${id}/returns/review`, claimWriteResultSchema, "POST", { ok: true });
      const attachments: string[] = [];
      for (const photo of input.photos) {
        const stored = await sendFile(
          `/api/claims/${id}/returns/attachments?name=${encodeURIComponent(photo.name)}`,
          uploadedAttachmentSchema,
          photo.file,
        );
        attachments.push(stored.name);
      }
      return sendJson(`/api/claims/${id}/returns/review`, claimWriteResultSchema, "POST", {
        ok: false,
        reason: input.reason,
        message: input.message,
        attachments,
      });
    },
    onSettled: refresh,
  });
}
