// POST /api/me/sign-out-everywhere: ends every session of the signed-in member, this one included.
import { withSeller } from "@/lib/api/with-seller";
import { forgetUserMemberships } from "@/lib/auth/forget-user";
import { bumpSessionVersion } from "@/lib/auth/session-version";
import { getDb } from "@/lib/db";

export const POST = withSeller("viewer", async (_req, { userId }) => {
  const db = await getDb();
  await bumpSessionVersion(db, userId);
  await forgetUserMemberships(db, userId);
  // The browser then clears its own cookie (next-auth's signOut); it no longer works anywhere anyway.
  return new Response(null, { status: 204 });
});
