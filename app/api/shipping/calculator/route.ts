// GET /api/shipping/calculator?by=package|item|new_item&…: the free-shipping cost, verbose (billable weight, discount).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { calculatorQuerySchema, calculatorResultSchema } from "@/lib/schemas/shipping";
import { calculateFreeShipping } from "@/lib/shipping/calculate";

export const GET = withSeller("viewer", async (req, { marketplace, sellerId }) => {
  const query = calculatorQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return NextResponse.json(calculatorResultSchema.parse(await calculateFreeShipping(marketplace, sellerId, query)));
});
