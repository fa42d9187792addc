import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { fetchJson } from "./fetch-json";

const memberSchema = z.object({
  id: z.string(),
  name: z.string().nullable().transform((n) => n ?? ""),
  role: z.string(),
  email: z.string().nullable().optional(),
  lastActiveAt: z.string().nullable().optional(),
});
const listSchema = z.union([z.array(memberSchema), z.object({ members: z.array(memberSchema) }).transform((v) => v.members)]);
export type TeamMember = z.infer<typeof memberSchema>;

export const teamMemberKeys = { all: ["team", "members"] as const };

export const teamMembersQuery = () => queryOptions({ queryKey: teamMemberKeys.all, queryFn: () => fetchJson("/api/team/members", listSchema), staleTime: 5 * 60_000 });

export function useTeamMembers() {
  return useQuery(teamMembersQuery());
}
