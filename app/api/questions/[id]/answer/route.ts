// POST /api/questions/:id/answer: answers on the marketplace; 409 answered_meanwhile / already_answered
// carry the existing answer, 410 question_deleted, 403 asker_blocked, 401 reauth_required, 502/504.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { answerQuestion } from "@/lib/questions/answer-question";
import { parseQuestionId } from "@/lib/questions/question-id";
import { answerInputSchema, questionSummarySchema } from "@/lib/schemas/questions";
import { readJson } from "@/lib/api/read-json";

type Params = { id: string };

export const POST = withSeller<Params>("agent", async (req, { workspaceId, userId, marketplace, params }) => {
  const id = parseQuestionId(params.id);
  const input = await readJson(req, answerInputSchema);
  const answered = await answerQuestion(await getDb(), marketplace, { workspaceId, userId }, id, input);
  return NextResponse.json(questionSummarySchema.parse(answered));
});
