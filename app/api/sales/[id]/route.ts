// GET /api/sales/:id: one sale, live (guide, caps, conversation, shipment in parallel); marks it read for me only.
// With the marketplace down or too slow, our stored copy of the sale instead (source "stored"), when we have one.
import { after, NextResponse } from "next/server";
import { isMarketplaceOutage } from "@/lib/api/errors";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { getSaleDetail } from "@/lib/sales/get-sale-detail";
import { getStoredSaleDetail } from "@/lib/sales/get-stored-sale-detail";
import { parseSaleId } from "@/lib/sales/sale-id";
import { saleDetailSchema } from "@/lib/schemas/sales";
import { logger } from "@/lib/log";

const log = logger("sales");

export const GET = withSeller<{ id: string }>("viewer", async (_req, { workspaceId, sellerId, siteId, userId, marketplace, params }) => {
  const db = await getDb();
  const viewer = { workspaceId, sellerId, siteId, userId };
  const saleId = parseSaleId(params.id);
  try {
    const detail = await getSaleDetail(db, marketplace, viewer, saleId, {
      // Storing what the live read changed and my read mark need not hold up the answer.
      defer: (work) => after(() => work().catch((error: unknown) => log.error({ err: error }, "storing an opened sale failed"))),
    });
    return NextResponse.json(saleDetailSchema.parse(detail));
  } catch (error) {
    // What we already store is still worth reading while the marketplace is out; a refusal is not an outage.
    const stored = isMarketplaceOutage(error) ? await getStoredSaleDetail(db, viewer, saleId) : null;
    if (!stored) throw error;
    return NextResponse.json(saleDetailSchema.parse(stored));
  }
});
