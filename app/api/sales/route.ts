// GET /api/sales: the sales list from our copy (filters, search, paging); never calls the marketplace.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { listSales } from "@/lib/sales/list-sales";
import { saleFiltersSchema, salePageSchema } from "@/lib/schemas/sales";

export const GET = withSeller("viewer", async (req, { workspaceId, userId }) => {
  const filters = saleFiltersSchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return NextResponse.json(salePageSchema.parse(await listSales(await getDb(), workspaceId, userId, filters)));
});
