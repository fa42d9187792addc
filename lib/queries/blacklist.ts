import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { blockedUsersSchema } from "../schemas/questions";
import { fetchJson, sendJson } from "./fetch-json";
import { questionKeys } from "./questions";

/** Blocked buyers are per seller account: each list is keyed by the account it was read for. */
export const blacklistKeys = { all: ["blacklist"] as const, list: (account: string) => ["blacklist", account] as const };

export const blacklistQuery = (account: string) =>
  queryOptions({
    queryKey: blacklistKeys.list(account),
    queryFn: () => fetchJson("/api/blacklist", blockedUsersSchema, { account }),
    select: (answer) => answer.users,
  });

export function useBlacklist(account: string) {
  return useQuery(blacklistQuery(account));
}

export function useBlockUser(account: string) {
  const client = useQueryClient();
  return useMutation({
    /** A buyer id, or { nickname } as they appear in the questions. */
    mutationFn: (who: string | { nickname: string }) =>
      sendJson("/api/blacklist", null, "POST", typeof who === "string" ? { userId: who } : who, { account }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: blacklistKeys.all });
      void client.invalidateQueries({ queryKey: questionKeys.all });
    },
  });
}

export function useUnblockUser(account: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => sendJson(`/api/blacklist/${userId}`, null, "DELETE", undefined, { account }),
    onSettled: () => client.invalidateQueries({ queryKey: blacklistKeys.all }),
  });
}
