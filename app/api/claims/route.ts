// GET /api/claims: the claims desk's list from our copy (filters, search, paging); never calls the
// marketplace. For the request's account or, with `account=all`, across every account the person has a role in.
import { NextResponse } from "next/server";
import { withAccounts } from "@/lib/api/with-accounts";
import { listClaims } from "@/lib/claims/list-claims";
import { getDb } from "@/lib/db";
import { claimFiltersSchema, claimPageSchema } from "@/lib/schemas/claims";

export const GET = withAccounts("viewer", async (req, { accounts, userId }) => {
  const filters = claimFiltersSchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const page = await listClaims(
    await getDb(),
    accounts.map((a) => a.workspaceId),
    userId,
    filters,
  );
  return NextResponse.json(claimPageSchema.parse(page));
});
