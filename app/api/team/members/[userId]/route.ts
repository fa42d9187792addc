// PATCH /api/team/members/:userId (change role), DELETE (remove): owners only; never the last owner.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { forgetMembership } from "@/lib/accounts/membership";
import { getDb } from "@/lib/db";
import { changeMemberRole, removeMember } from "@/lib/team/members";
import { changeRoleInputSchema, memberChangeSchema } from "@/lib/schemas/team";
import { readJson } from "@/lib/api/read-json";

type Params = { userId: string };

export const PATCH = withSeller<Params>("owner", async (req, { workspaceId, params }) => {
  const { role } = await readJson(req, changeRoleInputSchema);
  const changed = await changeMemberRole(await getDb(), { workspaceId, userId: params.userId, role });
  // withSeller's short membership cache forgets this member, so the change applies to the next call.
  await forgetMembership(params.userId, workspaceId);
  return NextResponse.json(memberChangeSchema.parse(changed));
});

export const DELETE = withSeller<Params>("owner", async (_req, { workspaceId, params }) => {
  await removeMember(await getDb(), { workspaceId, userId: params.userId });
  await forgetMembership(params.userId, workspaceId);
  return new Response(null, { status: 204 });
});
