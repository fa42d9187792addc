// GET /api/listings/bulk/runs/:id: a bulk edit's progress, its rows' results, and the preflight's refusals.
import { NextResponse } from "next/server";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { LISTING_BULK_RUN } from "@/lib/listing/bulk/bulk-run";
import { ensureRunWorker } from "@/lib/runs/handlers";
import { runView } from "@/lib/runs/view";

export const GET = withSeller<{ id: string }>("viewer", async (_req, { workspaceId, params }) => {
  const run = await runView(await getDb(), workspaceId, params.id, LISTING_BULK_RUN);
  if (!run) throw new AppError("run_not_found", "This run does not exist.");
  // A page watching a run that is still going makes sure this process's worker is on it (a resumed run).
  if (run.status === "running") ensureRunWorker().kick();
  const { params: runParams, ...rest } = run;
  return NextResponse.json({ ...rest, preflightRefused: (runParams as { refused?: unknown[] } | null)?.refused ?? [] });
});
