// PUT /api/saved-replies/:id (replace title and body), DELETE. Scoped to the workspace: 404 otherwise.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { deleteSavedReply, updateSavedReply } from "@/lib/questions/saved-replies";
import { savedReplyInputSchema, savedReplySchema } from "@/lib/schemas/questions";
import { readJson } from "@/lib/api/read-json";

type Params = { id: string };

export const PUT = withSeller<Params>("agent", async (req, { workspaceId, params }) => {
  const input = await readJson(req, savedReplyInputSchema);
  return NextResponse.json(savedReplySchema.parse(await updateSavedReply(await getDb(), workspaceId, params.id, input)));
});

export const DELETE = withSeller<Params>("agent", async (_req, { workspaceId, params }) => {
  await deleteSavedReply(await getDb(), workspaceId, params.id);
  return new Response(null, { status: 204 });
});
