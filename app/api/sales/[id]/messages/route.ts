// POST /api/sales/:id/messages: a plain message (after the buyer wrote, or on an excepted case), once per key.
import { NextResponse } from "next/server";
import { readJson } from "@/lib/api/read-json";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { parseSaleId } from "@/lib/sales/sale-id";
import { sendPlainMessage } from "@/lib/sales/send";
import { sendMessageInputSchema, sendResultSchema } from "@/lib/schemas/sales";

export const POST = withSeller<{ id: string }>("agent", async (req, { workspaceId, sellerId, siteId, user, marketplace, params }) => {
  const saleId = parseSaleId(params.id);
  const input = await readJson(req, sendMessageInputSchema);
  const db = await getDb();
  const result = await sendPlainMessage({ db, marketplace, workspaceId, sellerId, siteId, user }, saleId, input);
  return NextResponse.json(sendResultSchema.parse(result), { status: result.replayed ? 200 : 201 });
});
