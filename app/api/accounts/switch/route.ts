// POST /api/accounts/switch: makes the account the request names (x-mostrador-account) the session's
// default, so new tabs and URLs without `account` open there. withSeller has already checked the person's
// role in it (no role: 403 no_account_access); the cookie is re-issued with the same claims and version.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { reissueSession } from "@/lib/auth/reissue-session";
import { readSessionToken } from "@/lib/auth/session-token";
import { tokenSessionVersion } from "@/lib/auth/session-version";

export const POST = withSeller("viewer", async (req, { workspaceId }) => {
  const claims = await readSessionToken(req);
  const response = new NextResponse(null, { status: 204 });
  if (claims) await reissueSession(response, { ...claims, workspaceId }, tokenSessionVersion(claims));
  return response;
});
