// GET /api/shipping/calculator/items?ids=a,b,…: free-shipping costs of up to 500 items, 50 ids per upstream call.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getFreeShippingCosts } from "@/lib/marketplace/shipping";
import { calculatorItemsQuerySchema, calculatorItemsSchema } from "@/lib/schemas/shipping";
import { toShippingCost } from "@/lib/shipping/item-row";

export const GET = withSeller("viewer", async (req, { marketplace }) => {
  const { ids } = calculatorItemsQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const costs = await getFreeShippingCosts(marketplace, ids);
  return NextResponse.json(
    calculatorItemsSchema.parse({ items: ids.map((id) => ({ itemId: id, cost: toShippingCost(costs.get(id) ?? null) })) }),
  );
});
