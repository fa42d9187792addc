// GET /api/team/members: the workspace's teammates {id, name, role, email, lastActiveAt} for the assign
// picker and the team page; a viewer gets no e-mails (lib/team/list-members.ts).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { listMembers } from "@/lib/team/list-members";
import { teamMembersSchema } from "@/lib/schemas/questions";

export const GET = withSeller("viewer", async (_req, { workspaceId, role }) => {
  return NextResponse.json(teamMembersSchema.parse({ members: await listMembers(await getDb(), workspaceId, role) }));
});
