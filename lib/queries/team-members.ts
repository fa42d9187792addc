import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { Role } from "../auth/roles";
import { memberChangeSchema } from "../team/schemas";
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
});
const listSchema = z.union([z.array(memberSchema), z.object({ members: z.array(memberSchema) }).transform((v) => v.members)]);
export type TeamMember = z.infer<typeof memberSchema>;

export const teamMemberKeys = { all: ["team", "members"] as const };

export const teamMembersQuery = () =>
  queryOptions({ queryKey: teamMemberKeys.all, queryFn: () => fetchJson("/api/team/members", listSchema), staleTime: 5 * 60_000 });

export function useTeamMembers() {
  return useQuery(teamMembersQuery());
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
