// GET /api/shipping/items/:id/history: who changed free shipping on this item, when, from what to what.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { listAuditForObject } from "@/lib/audit/audit";
import { getDb } from "@/lib/db";
import { parseItemId } from "@/lib/shipping/api";

export const GET = withSeller<{ id: string }>("viewer", async (_req, { workspaceId, params }) => {
  const entries = await listAuditForObject(await getDb(), { workspaceId, objectType: "item", objectId: parseItemId(params.id) });
  return NextResponse.json({ entries: entries.filter((e) => e.action.startsWith("free_shipping.")) });
});
