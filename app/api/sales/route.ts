// GET /api/sales: the sales list from our copy (filters, search, paging); never calls the marketplace. For the
// request's account or, with `account=all`, across every account the person has a role in.
import { NextResponse } from "next/server";
import { withAccounts } from "@/lib/api/with-accounts";
import { getDb } from "@/lib/db";
import { listSales } from "@/lib/sales/list-sales";
import { saleFiltersSchema, salePageSchema } from "@/lib/schemas/sales";

export const GET = withAccounts("viewer", async (req, { accounts, userId }) => {
  const filters = saleFiltersSchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const page = await listSales(
    await getDb(),
    accounts.map((a) => a.workspaceId),
    userId,
    filters,
  );
  return NextResponse.json(salePageSchema.parse(page));
});
