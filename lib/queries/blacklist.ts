import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { blockedUsersSchema } from "../schemas/questions";
import { fetchJson, sendJson } from "./fetch-json";
import { questionKeys } from "./questions";

export const blacklistKeys = { all: ["blacklist"] as const };

export const blacklistQuery = () =>
  queryOptions({
    queryKey: blacklistKeys.all,
    queryFn: () => fetchJson("/api/blacklist", blockedUsersSchema),
    select: (answer) => answer.users,
  });

export function useBlacklist() {
  return useQuery(blacklistQuery());
}

export function useBlockUser() {
  const client = useQueryClient();
  return useMutation({
    /** A buyer id, or { nickname } as they appear in the questions. */
    mutationFn: (who: string | { nickname: string }) =>
      sendJson("/api/blacklist", null, "POST", typeof who === "string" ? { userId: who } : who),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: blacklistKeys.all });
      void client.invalidateQueries({ queryKey: questionKeys.all });
    },
  });
}

export function useUnblockUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => sendJson(`/api/blacklist/${userId}`, null, "DELETE"),
    onSettled: () => client.invalidateQueries({ queryKey: blacklistKeys.all }),
  });
}
