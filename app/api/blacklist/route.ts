// GET /api/blacklist (askers the seller blocked, with nicknames), POST {userId} or {nickname} (block; agents and owners).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { blockUser, listBlockedUsers, resolveAskerNickname } from "@/lib/questions/blacklist";
import { blockInputSchema, blockedUsersSchema } from "@/lib/schemas/questions";
import { readJson } from "@/lib/api/read-json";

export const GET = withSeller("viewer", async (_req, { sellerId, marketplace }) => {
  return NextResponse.json(blockedUsersSchema.parse({ users: await listBlockedUsers(await getDb(), marketplace, sellerId) }));
});

export const POST = withSeller("agent", async (req, { sellerId, workspaceId, marketplace }) => {
  const input = await readJson(req, blockInputSchema);
  const userId = "userId" in input ? Number(input.userId) : await resolveAskerNickname(await getDb(), workspaceId, input.nickname);
  await blockUser(marketplace, sellerId, userId);
  return new Response(null, { status: 204 });
});
