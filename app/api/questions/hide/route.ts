// POST /api/questions/hide {questionIds}: hides several questions at once (all or nothing upstream).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { hideQuestionsFor } from "@/lib/questions/moderate-questions";
import { hideInputSchema, hideResultSchema } from "@/lib/schemas/questions";
import { readJson } from "@/lib/api/read-json";

export const POST = withSeller("agent", async (req, { workspaceId, userId, marketplace }) => {
  const { questionIds } = await readJson(req, hideInputSchema);
  const hidden = await hideQuestionsFor(await getDb(), marketplace, { workspaceId, userId }, questionIds.map(BigInt));
  return NextResponse.json(hideResultSchema.parse({ hidden }));
});
