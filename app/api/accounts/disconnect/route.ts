// POST /api/accounts/disconnect: an owner disconnects the account the request names (x-mostrador-account),
// keeping its data read-only or deleting it (lib/accounts/disconnect-account.ts says what stops and why).
import { NextResponse } from "next/server";
import { disconnectAccount } from "@/lib/accounts/disconnect-account";
import { readJson } from "@/lib/api/read-json";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { disconnectAccountSchema } from "@/lib/schemas/accounts";

export const POST = withSeller("owner", async (req, { workspaceId }) => {
  await disconnectAccount(await getDb(), workspaceId, await readJson(req, disconnectAccountSchema));
  return new NextResponse(null, { status: 204 });
});
