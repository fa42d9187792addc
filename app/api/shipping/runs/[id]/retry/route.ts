// POST /api/shipping/runs/:id/retry: the failed rows only go again (done and refused rows are left alone).
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { ensureRunWorker } from "@/lib/runs/handlers";
import { runRetrySchema } from "@/lib/schemas/runs";
import { retryFailedRunItems } from "@/lib/runs/store";

export const POST = withSeller<{ id: string }>("agent", async (_req, { workspaceId, params }) => {
  const retried = await retryFailedRunItems(await getDb(), workspaceId, params.id);
  if (retried === 0) throw new AppError("nothing_to_retry", "This run has no failed items to retry.");
  ensureRunWorker().kick();
  return NextResponse.json(runRetrySchema.parse({ retried }));
});
