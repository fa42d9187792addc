// GET /api/blacklist (askers the seller blocked, with nicknames), POST {userId} (block; agents and owners).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { blockUser, listBlockedUsers } from "@/lib/inbox/blacklist";
import { blockInputSchema, blockedUsersSchema } from "@/lib/schemas/inbox";
import { readJson } from "@/lib/api/read-json";

export const GET = withSeller("viewer", async (_req, { sellerId, marketplace }) => {
  return NextResponse.json(blockedUsersSchema.parse({ users: await listBlockedUsers(await getDb(), marketplace, sellerId) }));
});

export const POST = withSeller("agent", async (req, { sellerId, marketplace }) => {
  const { userId } = await readJson(req, blockInputSchema);
  await blockUser(marketplace, sellerId, Number(userId));
  return new Response(null, { status: 204 });
});
