// GET /api/response-time: the response-time card ({available:false} when the marketplace has no data).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getResponseTimeCard } from "@/lib/questions/response-time";
import { responseTimeSchema } from "@/lib/schemas/questions";

export const GET = withSeller("viewer", async (_req, { sellerId, marketplace }) => {
  return NextResponse.json(responseTimeSchema.parse(await getResponseTimeCard(marketplace, sellerId)));
});
