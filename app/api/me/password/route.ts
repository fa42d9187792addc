// POST /api/me/password: a member changes their own password (current + new); other sessions end.
import { NextResponse } from "next/server";
import { readJson } from "@/lib/api/read-json";
import { withSeller } from "@/lib/api/with-seller";
import { changeOwnPassword } from "@/lib/auth/change-password";
import { forgetUserMemberships } from "@/lib/auth/forget-user";
import { reissueSession } from "@/lib/auth/reissue-session";
import { readSessionToken } from "@/lib/auth/session-token";
import { getDb } from "@/lib/db";
import { passwordChangeInputSchema } from "@/lib/schemas/account-security";
import { hashPassword, verifyPassword } from "@/lib/team/password";

export const POST = withSeller("viewer", async (req, { userId }) => {
  const { current, next } = await readJson(req, passwordChangeInputSchema);
  const db = await getDb();
  const version = await changeOwnPassword({ db, verify: verifyPassword, hash: hashPassword }, userId, current, next);
  await forgetUserMemberships(db, userId);
  // This browser stays signed in under the new version; every other session ends.
  const response = new NextResponse(null, { status: 204 });
  const claims = await readSessionToken(req);
  if (claims) await reissueSession(response, claims, version);
  return response;
});
