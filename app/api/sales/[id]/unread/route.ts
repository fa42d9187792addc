// POST /api/sales/:id/unread: mark the conversation unread for me (teammates keep their own state).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { markSaleUnread } from "@/lib/sales/read-state";
import { parseSaleId } from "@/lib/sales/sale-id";

export const POST = withSeller<{ id: string }>("viewer", async (_req, { userId, params }) => {
  await markSaleUnread(await getDb(), parseSaleId(params.id), userId);
  return new NextResponse(null, { status: 204 });
});
