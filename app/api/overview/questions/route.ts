// GET /api/overview/questions: unanswered questions from our copy (count, oldest waiting, assigned to me, and
// how many will cross the one-hour mark in the next 15 minutes).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { readQuestionsWork } from "@/lib/questions/questions-work";
import { questionsWorkSchema } from "@/lib/schemas/overview";

export const GET = withSeller("viewer", async (_req, { workspaceId, userId }) =>
  NextResponse.json(questionsWorkSchema.parse(await readQuestionsWork(await getDb(), workspaceId, userId))),
);
