// GET /api/saved-replies (the team's), POST (create; agents and owners).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { createSavedReply, listSavedReplies } from "@/lib/questions/saved-replies";
import { savedRepliesSchema, savedReplyInputSchema, savedReplySchema } from "@/lib/schemas/questions";
import { readJson } from "@/lib/api/read-json";

export const GET = withSeller("viewer", async (_req, { workspaceId }) => {
  return NextResponse.json(savedRepliesSchema.parse({ savedReplies: await listSavedReplies(await getDb(), workspaceId) }));
});

export const POST = withSeller("agent", async (req, { workspaceId, userId }) => {
  const input = await readJson(req, savedReplyInputSchema);
  const reply = await createSavedReply(await getDb(), { workspaceId, userId }, input);
  return NextResponse.json(savedReplySchema.parse(reply), { status: 201 });
});
