// GET /api/sales/runs/:id: a bulk invoice-link run's progress and its result per sale.
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { ensureRunWorker } from "@/lib/runs/handlers";
import { runView } from "@/lib/runs/view";
import { INVOICE_LINK_RUN } from "@/lib/sales/invoice-links";
import { invoiceRunSchema } from "@/lib/schemas/sales";

export const GET = withSeller<{ id: string }>("viewer", async (_req, { workspaceId, params }) => {
  const run = await runView(await getDb(), workspaceId, params.id, INVOICE_LINK_RUN);
  if (!run) throw new AppError("run_not_found", "This run does not exist.");
  // A page watching a run that is still going makes sure this process's worker is on it.
  if (run.status === "running") ensureRunWorker().kick();
  return NextResponse.json(invoiceRunSchema.parse({ ...run, createdAt: run.createdAt.toISOString() }));
});
