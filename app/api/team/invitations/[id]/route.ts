// DELETE /api/team/invitations/:id: revokes a pending link (owners only).
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { revokeInvitation } from "@/lib/team/invitations";

export const DELETE = withSeller<{ id: string }>("owner", async (_req, { workspaceId, params }) => {
  await revokeInvitation(await getDb(), workspaceId, params.id);
  return new Response(null, { status: 204 });
});
