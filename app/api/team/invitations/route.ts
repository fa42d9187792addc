// POST /api/team/invitations (create a link), GET (pending links): owners only.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { invitationUrl } from "@/lib/team/invitation-token";
import { createInvitation, listPendingInvitations } from "@/lib/team/invitations";
import { createdInvitationSchema, createInvitationInputSchema, invitationListSchema, type Invitation } from "@/lib/team/schemas";
import { readJson } from "@/lib/api/read-json";

const toJson = (i: { id: string; role: Invitation["role"]; createdAt: Date; expiresAt: Date }): Invitation => ({
  id: i.id,
  role: i.role,
  createdAt: i.createdAt.toISOString(),
  expiresAt: i.expiresAt.toISOString(),
});

export const POST = withSeller("owner", async (req, { workspaceId, userId }) => {
  const { role } = await readJson(req, createInvitationInputSchema);
  const { token, invitation } = await createInvitation(await getDb(), { workspaceId, createdById: userId, role });
  // The link is shown once, to its creator; afterwards only its hash exists.
  return NextResponse.json(createdInvitationSchema.parse({ ...toJson(invitation), url: invitationUrl(env().appUrl, token) }), {
    status: 201,
    headers: { "cache-control": "no-store" },
  });
});

export const GET = withSeller("owner", async (_req, { workspaceId }) => {
  const invitations = await listPendingInvitations(await getDb(), workspaceId);
  return NextResponse.json(invitationListSchema.parse({ invitations: invitations.map(toJson) }));
});
