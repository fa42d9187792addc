// GET /api/questions/:id/suggestions: up to three answers the seller already gave to similar questions, best
// first (lib/questions/suggest-answers.ts). Agents only: suggestions serve the composer, which viewers lack.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { parseQuestionId } from "@/lib/questions/question-id";
import { suggestAnswers } from "@/lib/questions/suggest-answers";
import { suggestionsSchema } from "@/lib/schemas/suggestions";

type Params = { id: string };

export const GET = withSeller<Params>("agent", async (_req, { workspaceId, params }) => {
  const suggestions = await suggestAnswers(await getDb(), workspaceId, parseQuestionId(params.id));
  return NextResponse.json(suggestionsSchema.parse({ suggestions }));
});
