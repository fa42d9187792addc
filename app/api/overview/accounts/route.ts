// GET /api/overview/accounts: today's work per account, side by side (the overview's strip). With
// `account=all`, every account the person has a role in (withPerson); naming one account, that one alone,
// checked as every route checks it (withSeller). Our copy only: one request, no marketplace call.
import { NextResponse } from "next/server";
import { withAccounts } from "@/lib/api/with-accounts";
import { getDb } from "@/lib/db";
import { readAccountsToday } from "@/lib/metrics/accounts-today";
import { accountsTodaySchema } from "@/lib/schemas/overview";

export const GET = withAccounts("viewer", async (_req, { userId, accounts }) =>
  NextResponse.json(accountsTodaySchema.parse({ accounts: await readAccountsToday(await getDb(), userId, accounts) })),
);
