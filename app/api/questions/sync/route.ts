// POST /api/questions/sync: run the reconciliation sweep for this workspace now (the inbox calls it on open).
// GET: how far the sweep under way is (the first import of a big seller takes minutes at the marketplace's rate).
import { NextResponse } from "next/server";
import { withAccounts } from "@/lib/api/with-person";
import { withSeller } from "@/lib/api/with-seller";
import { sweepNow } from "@/lib/jobs/scheduler";
import { runBulkSync } from "@/lib/jobs/sync-interval";
import { readProgress } from "@/lib/jobs/read-progress";
import { readProgressSchema } from "@/lib/schemas/read-progress";
import { getDb } from "@/lib/db";
import { syncResultSchema } from "@/lib/schemas/questions";

// With `account=all` (the all-accounts inbox), every account the person may read is swept, side by side: the
// answer sums those that ran, and only when none could (all too soon, or the marketplace down) is it an error.
export const POST = withAccounts("viewer", async (_req, { accounts }) => {
  const db = await getDb();
  const swept = await Promise.allSettled(
    accounts.map(({ workspaceId }) => runBulkSync(db, "questions", workspaceId, () => sweepNow(workspaceId))),
  );
  const ran = swept.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  if (ran.length === 0 && swept[0]?.status === "rejected") throw swept[0].reason;
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
