import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { savedReplySchema } from "../schemas/questions";
import { fetchJson, sendJson } from "./fetch-json";

export const savedReplyKeys = { all: ["saved-replies"] as const };

// The list route may answer a bare array or {replies}: accept both rather than break on a wrapper.
const listSchema = z.union([
  z.array(savedReplySchema),
  z.object({ savedReplies: z.array(savedReplySchema) }).transform((v) => v.savedReplies),
]);

export const savedRepliesQuery = () =>
  queryOptions({ queryKey: savedReplyKeys.all, queryFn: () => fetchJson("/api/saved-replies", listSchema) });

export function useSavedReplies() {
  return useQuery(savedRepliesQuery());
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
