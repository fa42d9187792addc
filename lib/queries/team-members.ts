import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { Role } from "../auth/roles";
import { memberChangeSchema } from "../schemas/team";
import { fetchJson, sendJson } from "./fetch-json";

const memberSchema = z.object({
  id: z.string(),
  name: z
    .string()
    .nullable()
    .transform((n) => n ?? ""),
  role: z.string(),
  email: z.string().nullable().optional(),
  lastActiveAt: z.string().nullable().optional(),
  signsInWith: z.string().nullable().optional(),
});
const listSchema = z.union([z.array(memberSchema), z.object({ members: z.array(memberSchema) }).transform((v) => v.members)]);
export type TeamMember = z.infer<typeof memberSchema>;

/** Members are per account: each list is keyed by the account it was read for. */
export const teamMemberKeys = {
  all: ["team", "members"] as const,
  list: (account: string) => [...teamMemberKeys.all, account] as const,
};

/**
 * One account's members, asked for with that account: the page's, or in the all-accounts inbox the open
 * question's (useAccount() there), so its assign menu never offers the previous account's people.
 */
export const teamMembersQuery = (account: string) =>
  queryOptions({
    queryKey: teamMemberKeys.list(account),
    queryFn: () => fetchJson("/api/team/members", listSchema, { account }),
    staleTime: 5 * 60_000,
  });

export function useTeamMembers(account: string) {
  return useQuery(teamMembersQuery(account));
}

// Role changes and removals refresh every members list (the inbox's assign picker reads it too).
export function useChangeMemberRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      sendJson(`/api/team/members/${encodeURIComponent(userId)}`, memberChangeSchema, "PATCH", { role }),
    onSettled: () => client.invalidateQueries({ queryKey: teamMemberKeys.all }),
  });
}

export function useRemoveMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => sendJson(`/api/team/members/${encodeURIComponent(userId)}`, null, "DELETE"),
    onSettled: () => client.invalidateQueries({ queryKey: teamMemberKeys.all }),
  });
}
