// POST /api/questions/:id/assign {assigneeId}: claim (own id), assign to a teammate, or unassign (null).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { assignQuestion } from "@/lib/questions/assign-question";
import { parseQuestionId } from "@/lib/questions/question-id";
import { assignInputSchema, questionSummarySchema } from "@/lib/schemas/questions";
import { readJson } from "@/lib/api/read-json";

type Params = { id: string };

export const POST = withSeller<Params>("agent", async (req, { workspaceId, userId, params }) => {
  const id = parseQuestionId(params.id);
  const { assigneeId } = await readJson(req, assignInputSchema);
  const summary = await assignQuestion(await getDb(), { workspaceId, userId }, id, assigneeId);
  return NextResponse.json(questionSummarySchema.parse(summary));
});
