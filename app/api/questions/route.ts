// GET /api/questions: the inbox list from our synced copy (filters, sort, keyset paging, search), for the
// request's account or, with `account=all`, across every account the person has a role in.
import { NextResponse } from "next/server";
import { withAccounts } from "@/lib/api/with-accounts";
import { getDb } from "@/lib/db";
import { listQuestions } from "@/lib/questions/list-questions";
import { questionFiltersSchema, questionPageSchema } from "@/lib/schemas/questions";

export const GET = withAccounts("viewer", async (req, { accounts, userId }) => {
  const filters = questionFiltersSchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const workspaceIds = accounts.map((a) => a.workspaceId);
  const page = await listQuestions(await getDb(), { workspaceId: workspaceIds[0] ?? "", workspaceIds, userId }, filters);
  return NextResponse.json(questionPageSchema.parse(page));
});
