// GET /api/listings/bulk/runs/:id/failed: the rows that did not apply (preflight and run) as a CSV to fix and upload again.
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { LISTING_BULK_RUN } from "@/lib/listing/bulk/bulk-run";
import { failedRowsCsv } from "@/lib/listing/bulk/failed-csv";
import type { BulkRefused } from "@/lib/listing/bulk/preflight";
import { getRunSummary, listRunItems } from "@/lib/runs/store";

export const GET = withSeller<{ id: string }>("viewer", async (_req, { workspaceId, params }) => {
  const db = await getDb();
  const run = await getRunSummary(db, workspaceId, params.id);
  if (!run || run.kind !== LISTING_BULK_RUN) throw new AppError("run_not_found", "This run does not exist.");
  const items = await listRunItems(db, run.id, { limit: 5000 });
  const refused = ((run.params as { refused?: BulkRefused[] } | null)?.refused ?? []) as BulkRefused[];
  return new Response(failedRowsCsv(refused, items), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="bulk-edit-failed-${run.id}.csv"`,
    },
  });
});
