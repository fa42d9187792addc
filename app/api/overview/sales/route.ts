// GET /api/overview/sales: sales of the last 7 days, counted from the orders (until post-sale messages exist).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { listSalesSince } from "@/lib/marketplace/orders";
import { salesWorkSchema } from "@/lib/schemas/overview";

export const GET = withSeller("viewer", async (_req, { marketplace, sellerId }) => {
  const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const { lines, complete } = await listSalesSince(marketplace, sellerId, since);
  return NextResponse.json(salesWorkSchema.parse({ recentSales: new Set(lines.map((l) => l.orderId)).size, since, complete }));
});
