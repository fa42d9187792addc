import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { Role } from "../auth/roles";
import { fetchJson } from "../queries/fetch-json";
import { teamMemberKeys } from "../queries/team-members";
import { createdInvitationSchema, invitationListSchema, memberChangeSchema } from "./schemas";

/** Browser side of the team API (Settings → Team). The members list itself is lib/queries/team-members. */

export const invitationKeys = { all: ["team", "invitations"] as const };

const send = <T>(url: string, method: string, schema: z.ZodType<T>, body?: unknown) =>
  fetchJson(url, schema, { method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });

export const invitationsQuery = () =>
  queryOptions({ queryKey: invitationKeys.all, queryFn: () => fetchJson("/api/team/invitations", invitationListSchema).then((r) => r.invitations) });

/** Owners only: the server answers 403 to anyone else, so others never ask. */
export function useInvitations(isOwner: boolean) {
  return useQuery({ ...invitationsQuery(), enabled: isOwner });
}

export function useCreateInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) => send("/api/team/invitations", "POST", createdInvitationSchema, { role }),
    onSettled: () => client.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => send(`/api/team/invitations/${encodeURIComponent(id)}`, "DELETE", z.null()),
    onSettled: () => client.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

// Role changes and removals also refresh every members list (the inbox's assign picker reads it too).
export function useChangeMemberRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) => send(`/api/team/members/${encodeURIComponent(userId)}`, "PATCH", memberChangeSchema, { role }),
    onSettled: () => client.invalidateQueries({ queryKey: teamMemberKeys.all }),
  });
}

export function useRemoveMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => send(`/api/team/members/${encodeURIComponent(userId)}`, "DELETE", z.null()),
    onSettled: () => client.invalidateQueries({ queryKey: teamMemberKeys.all }),
  });
}
