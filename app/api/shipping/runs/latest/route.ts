// GET /api/shipping/runs/latest: the workspace's last bulk run (a reopened page resumes showing it), or null.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { latestRun } from "@/lib/runs/store";
import { FREE_SHIPPING_RUN } from "@/lib/shipping/bulk-run";

export const GET = withSeller("viewer", async (_req, { workspaceId }) => {
  const run = await latestRun(await getDb(), workspaceId, FREE_SHIPPING_RUN);
  return NextResponse.json({ run: run ? { id: run.id, status: run.status, createdAt: run.createdAt } : null });
});
