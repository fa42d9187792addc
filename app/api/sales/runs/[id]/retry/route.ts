// POST /api/sales/runs/:id/retry: the failed sales only go again (sent, moderated, spent and blocked rows are left alone).
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { ensureRunWorker } from "@/lib/runs/handlers";
import { runRetrySchema } from "@/lib/schemas/runs";
import { getRunSummary, retryFailedRunItems } from "@/lib/runs/store";
import { INVOICE_LINK_RUN } from "@/lib/sales/invoice-links";

export const POST = withSeller<{ id: string }>("agent", async (_req, { workspaceId, params }) => {
  const db = await getDb();
  if ((await getRunSummary(db, workspaceId, params.id))?.kind !== INVOICE_LINK_RUN)
    throw new AppError("run_not_found", "This run does not exist.");
  const retried = await retryFailedRunItems(db, workspaceId, params.id);
  if (retried === 0) throw new AppError("nothing_to_retry", "This run has no failed sales to retry.");
  ensureRunWorker().kick();
  return NextResponse.json(runRetrySchema.parse({ retried }));
});
