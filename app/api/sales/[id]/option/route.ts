// POST /api/sales/:id/option: send an action-guide reason, once per idempotency key. Errors: the
// action-guide table's codes (lib/sales/guide-errors.ts), 409 send_in_progress, 429 with Retry-After.
import { NextResponse } from "next/server";
import { readJson } from "@/lib/api/read-json";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { parseSaleId } from "@/lib/sales/sale-id";
import { sendOption } from "@/lib/sales/send";
import { sendOptionInputSchema, sendResultSchema } from "@/lib/schemas/sales";

export const POST = withSeller<{ id: string }>("agent", async (req, { workspaceId, sellerId, user, marketplace, params }) => {
  const saleId = parseSaleId(params.id);
  const input = await readJson(req, sendOptionInputSchema);
  const db = await getDb();
  const result = await sendOption({ db, marketplace, workspaceId, sellerId, user }, saleId, input);
  return NextResponse.json(sendResultSchema.parse(result), { status: result.replayed ? 200 : 201 });
});
