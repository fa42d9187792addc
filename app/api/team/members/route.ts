// GET /api/team/members: the workspace's teammates {id, name, role} for the assign picker.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { listMembers } from "@/lib/team/list-members";
import { teamMembersSchema } from "@/lib/schemas/questions";

export const GET = withSeller("viewer", async (_req, { workspaceId }) => {
  return NextResponse.json(teamMembersSchema.parse({ members: await listMembers(await getDb(), workspaceId) }));
});
