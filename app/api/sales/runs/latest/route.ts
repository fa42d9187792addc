// GET /api/sales/runs/latest: the workspace's last bulk invoice-link run (a reopened page resumes showing it), or null.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { latestRun } from "@/lib/runs/store";
import { INVOICE_LINK_RUN } from "@/lib/sales/invoice-links";

export const GET = withSeller("viewer", async (_req, { workspaceId }) => {
  const run = await latestRun(await getDb(), workspaceId, INVOICE_LINK_RUN);
  return NextResponse.json({ run: run ? { id: run.id, status: run.status, createdAt: run.createdAt } : null });
});
