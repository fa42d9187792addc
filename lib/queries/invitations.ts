import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createdInvitationSchema,
  invitationListSchema,
  joinResultSchema,
  type CreateInvitationInput,
  type JoinInput,
} from "../schemas/team";
import { fetchJson, sendJson } from "./fetch-json";

// Settings → Team: the owner's pending invitations.

export const invitationKeys = { all: ["team", "invitations"] as const };

export const invitationsQuery = () =>
  queryOptions({
    queryKey: invitationKeys.all,
    queryFn: () => fetchJson("/api/team/invitations", invitationListSchema).then((r) => r.invitations),
  });

/** Owners only: the server answers 403 to anyone else, so others never ask. */
export function useInvitations(isOwner: boolean) {
  return useQuery({ ...invitationsQuery(), enabled: isOwner });
}

/** `{ role }`: this account; `{ grants }`: each of the owner's accounts named, with its role. */
export function useCreateInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvitationInput) => sendJson("/api/team/invitations", createdInvitationSchema, "POST", input),
    onSettled: () => client.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendJson(`/api/team/invitations/${encodeURIComponent(id)}`, null, "DELETE"),
    onSettled: () => client.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

/** The invitation page (signed out): joins with a new or an existing account; the page then signs in. */
export function useJoinTeam() {
  return useMutation({ mutationFn: (input: JoinInput) => sendJson("/api/team/join", joinResultSchema, "POST", input) });
}
