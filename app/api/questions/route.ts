// GET /api/questions: the inbox list from our synced copy (filters, sort, keyset paging, search).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { listQuestions } from "@/lib/questions/list-questions";
import { questionFiltersSchema, questionPageSchema } from "@/lib/schemas/questions";

export const GET = withSeller("viewer", async (req, { workspaceId, userId }) => {
  const filters = questionFiltersSchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const page = await listQuestions(await getDb(), { workspaceId, userId }, filters);
  return NextResponse.json(questionPageSchema.parse(page));
});
