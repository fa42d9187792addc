// POST /api/questions/sync: run the reconciliation sweep for this workspace now (the inbox calls it on open).
// GET: how far the sweep under way is (the first import of a big seller takes minutes at the marketplace's rate).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { sweepNow } from "@/lib/jobs/scheduler";
import { runBulkSync } from "@/lib/jobs/sync-interval";
import { readProgress } from "@/lib/jobs/read-progress";
import { readProgressSchema } from "@/lib/schemas/read-progress";
import { getDb } from "@/lib/db";
import { syncResultSchema } from "@/lib/schemas/questions";

export const POST = withSeller("viewer", async (_req, { workspaceId }) => {
  const result = await runBulkSync(await getDb(), "questions", workspaceId, () => sweepNow(workspaceId));
  return NextResponse.json(syncResultSchema.parse({ changed: result?.changed ?? 0, missedEnqueued: result?.missedEnqueued ?? 0 }));
});

export const GET = withSeller("viewer", async (_req, { workspaceId }) =>
  NextResponse.json(readProgressSchema.parse(readProgress("questions-sync", workspaceId))),
);
