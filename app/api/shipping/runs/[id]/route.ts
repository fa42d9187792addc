// GET /api/shipping/runs/:id: a bulk run's progress and its result per item.
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { ensureRunWorker } from "@/lib/runs/handlers";
import { runView } from "@/lib/shipping/run-view";

export const GET = withSeller<{ id: string }>("viewer", async (_req, { workspaceId, params }) => {
  const run = await runView(await getDb(), workspaceId, params.id);
  if (!run) throw new AppError("run_not_found", "This run does not exist.");
  // A page watching a run that is still going makes sure this process's worker is on it.
  if (run.status === "running") ensureRunWorker().kick();
  return NextResponse.json(run);
});
