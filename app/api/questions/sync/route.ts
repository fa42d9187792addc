// POST /api/questions/sync: run the reconciliation sweep for this workspace now (the inbox calls it on open).
// GET: how far the sweep under way is (the first import of a big seller takes minutes at the marketplace's rate).
import { NextResponse } from "next/server";
import { withAccounts } from "@/lib/api/with-accounts";
import { withSeller } from "@/lib/api/with-seller";
import { sweepNow } from "@/lib/jobs/scheduler";
import { runBulkSyncs } from "@/lib/jobs/sync-interval";
import { readProgress } from "@/lib/jobs/read-progress";
import { readProgressSchema } from "@/lib/schemas/read-progress";
import { getDb } from "@/lib/db";
import { syncResultSchema } from "@/lib/schemas/questions";

// With `account=all` (the all-accounts inbox), every account the person may read is swept (runBulkSyncs).
export const POST = withAccounts("viewer", async (_req, { accounts }) => {
  const ran = await runBulkSyncs(
    await getDb(),
    "questions",
    accounts.map((a) => a.workspaceId),
    sweepNow,
  );
  return NextResponse.json(
    syncResultSchema.parse({
      changed: ran.reduce((sum, r) => sum + (r?.changed ?? 0), 0),
      missedEnqueued: ran.reduce((sum, r) => sum + (r?.missedEnqueued ?? 0), 0),
    }),
  );
});

export const GET = withSeller("viewer", async (_req, { workspaceId }) =>
  NextResponse.json(readProgressSchema.parse(readProgress("questions-sync", workspaceId))),
);
