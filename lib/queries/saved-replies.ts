import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { savedRepliesSchema } from "../schemas/questions";
import { fetchJson, sendJson } from "./fetch-json";

/** Saved replies are per account: each list is keyed by the account it was read for. */
export const savedReplyKeys = {
  all: ["saved-replies"] as const,
  list: (account: string) => [...savedReplyKeys.all, account] as const,
};

/**
 * One account's saved replies, asked for with that account: the page's, or in the all-accounts inbox the open
 * question's (useAccount() there), so a question of another account never gets the previous one's replies
 * from the cache.
 */
export const savedRepliesQuery = (account: string) =>
  queryOptions({
    queryKey: savedReplyKeys.list(account),
    queryFn: () => fetchJson("/api/saved-replies", savedRepliesSchema, { account }),
    select: (answer) => answer.savedReplies,
  });

export function useSavedReplies(account: string) {
  return useQuery(savedRepliesQuery(account));
}

type ReplyInput = { title: string; body: string };

export function useSaveReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ReplyInput & { id?: string }) =>
      id ? sendJson(`/api/saved-replies/${id}`, null, "PUT", input) : sendJson("/api/saved-replies", null, "POST", input),
    onSettled: () => client.invalidateQueries({ queryKey: savedReplyKeys.all }),
  });
}

export function useDeleteReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendJson(`/api/saved-replies/${id}`, null, "DELETE"),
    onSettled: () => client.invalidateQueries({ queryKey: savedReplyKeys.all }),
  });
}
