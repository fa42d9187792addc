// POST /api/team/invitations (create a link granting one or several accounts), GET (pending links granting
// this account): owners only.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { invitationUrl } from "@/lib/team/invitation-token";
import { createInvitation, listPendingInvitations, type InvitationView } from "@/lib/team/invitations";
import { createdInvitationSchema, createInvitationInputSchema, invitationListSchema, type Invitation } from "@/lib/schemas/team";
import { readJson } from "@/lib/api/read-json";

const toJson = (i: InvitationView): Invitation => ({
  ...i,
  createdAt: i.createdAt.toISOString(),
  expiresAt: i.expiresAt.toISOString(),
});

export const POST = withSeller("owner", async (req, { workspaceId, userId }) => {
  const input = await readJson(req, createInvitationInputSchema);
  // `{ role }` is this account alone, as a link always was; `{ grants }` names each account (checked in createInvitation).
  const grants = "grants" in input ? input.grants : [{ accountId: workspaceId, role: input.role }];
  const { token, invitation } = await createInvitation(await getDb(), { createdById: userId, grants });
  // The link is shown once, to its creator; afterwards only its hash exists.
  return NextResponse.json(createdInvitationSchema.parse({ ...toJson(invitation), url: invitationUrl(env().appUrl, token) }), {
    status: 201,
    headers: { "cache-control": "no-store" },
  });
});

export const GET = withSeller("owner", async (_req, { workspaceId, userId }) => {
  const invitations = await listPendingInvitations(await getDb(), workspaceId, userId);
  return NextResponse.json(invitationListSchema.parse({ invitations: invitations.map(toJson) }));
});
