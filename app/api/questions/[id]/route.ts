// GET /api/questions/:id (detail with thread and notes), DELETE (on the marketplace too).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { getQuestionDetail } from "@/lib/questions/get-question-detail";
import { deleteQuestionFor } from "@/lib/questions/moderate-questions";
import { parseQuestionId } from "@/lib/questions/question-id";
import { questionDetailSchema } from "@/lib/schemas/questions";

type Params = { id: string };

export const GET = withSeller<Params>("viewer", async (_req, { workspaceId, userId, params }) => {
  const detail = await getQuestionDetail(await getDb(), { workspaceId, userId }, parseQuestionId(params.id));
  return NextResponse.json(questionDetailSchema.parse(detail));
});

// Agents may delete: removing spam and abuse is the daily work of whoever is on the inbox.
export const DELETE = withSeller<Params>("agent", async (_req, { workspaceId, userId, marketplace, params }) => {
  await deleteQuestionFor(await getDb(), marketplace, { workspaceId, userId }, parseQuestionId(params.id));
  return new Response(null, { status: 204 });
});
