// GET /api/health/dispatch: the sales whose shipment must leave today and those already late, from our copy of
// the sales (shipment status, substatus and handling deadline), most overdue first.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { countDispatchRisk, listDispatchRisk } from "@/lib/health/dispatch-risk";
import { dispatchQueueSchema } from "@/lib/schemas/health";

export const GET = withSeller("viewer", async (_req, { workspaceId }) => {
  const db = await getDb();
  const now = new Date();
  const [rows, counts] = await Promise.all([listDispatchRisk(db, workspaceId, now), countDispatchRisk(db, workspaceId, now)]);
  return NextResponse.json(dispatchQueueSchema.parse({ rows, counts }));
});
