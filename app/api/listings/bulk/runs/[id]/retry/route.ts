// POST /api/listings/bulk/runs/:id/retry: the failed rows only go again (done and refused rows are left alone).
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { LISTING_BULK_RUN } from "@/lib/listing/bulk/bulk-run";
import { ensureRunWorker } from "@/lib/runs/handlers";
import { getRunSummary, retryFailedRunItems } from "@/lib/runs/store";
import { runRetrySchema } from "@/lib/schemas/runs";

export const POST = withSeller<{ id: string }>("agent", async (_req, { workspaceId, params }) => {
  const db = await getDb();
  const run = await getRunSummary(db, workspaceId, params.id);
  if (!run || run.kind !== LISTING_BULK_RUN) throw new AppError("run_not_found", "This run does not exist.");
  const retried = await retryFailedRunItems(db, workspaceId, params.id);
  if (retried === 0) throw new AppError("nothing_to_retry", "This run has no failed items to retry.");
  ensureRunWorker().kick();
  return NextResponse.json(runRetrySchema.parse({ retried }));
});
