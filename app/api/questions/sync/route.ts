// POST /api/questions/sync: run the reconciliation sweep for this workspace now (the inbox calls it on open).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { sweepNow } from "@/lib/jobs/scheduler";
import { runBulkSync } from "@/lib/jobs/sync-interval";
import { getDb } from "@/lib/db";
import { syncResultSchema } from "@/lib/schemas/questions";

export const POST = withSeller("viewer", async (_req, { workspaceId }) => {
  const result = await runBulkSync(await getDb(), "questions", workspaceId, () => sweepNow(workspaceId));
  return NextResponse.json(syncResultSchema.parse({ changed: result?.changed ?? 0, missedEnqueued: result?.missedEnqueued ?? 0 }));
});
