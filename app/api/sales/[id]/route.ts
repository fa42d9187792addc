// GET /api/sales/:id: one sale, live (guide, caps, conversation, shipment in parallel); marks it read for me only.
import { after, NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { getSaleDetail } from "@/lib/sales/get-sale-detail";
import { parseSaleId } from "@/lib/sales/sale-id";
import { saleDetailSchema } from "@/lib/schemas/sales";

export const GET = withSeller<{ id: string }>("viewer", async (_req, { workspaceId, sellerId, siteId, userId, marketplace, params }) => {
  const detail = await getSaleDetail(await getDb(), marketplace, { workspaceId, sellerId, siteId, userId }, parseSaleId(params.id), {
    // Storing what the live read changed and my read mark need not hold up the answer.
    defer: (work) => after(() => work().catch((error: unknown) => console.error("[sales] storing an opened sale failed:", error))),
  });
  return NextResponse.json(saleDetailSchema.parse(detail));
});
