// POST /api/team/members/:userId/password-reset: owners only; a temporary password, shown once.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { forgetUserMemberships } from "@/lib/auth/forget-user";
import { getDb } from "@/lib/db";
import { passwordResetResultSchema } from "@/lib/schemas/account-security";
import { hashPassword } from "@/lib/team/password";
import { resetTeammatePassword } from "@/lib/team/reset-password";

type Params = { userId: string };

export const POST = withSeller<Params>("owner", async (_req, { workspaceId, userId: ownerId, params }) => {
  const db = await getDb();
  const result = await resetTeammatePassword(db, hashPassword, { workspaceId, ownerId, userId: params.userId });
  await forgetUserMemberships(db, params.userId);
  return NextResponse.json(passwordResetResultSchema.parse(result), { headers: { "cache-control": "no-store" } });
});
