// POST /api/listings/bulk { csv | selection, confirmAutomationOff, apply }: the preflight (every row it would
// refuse, named with why) and, with apply, a run of the accepted rows on the runs ledger (201 { runId }).
import { NextResponse } from "next/server";
import { readJson } from "@/lib/api/read-json";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { LISTING_BULK_RUN, type BulkRunInput } from "@/lib/listing/bulk/bulk-run";
import { loadBulkPreflight } from "@/lib/listing/bulk/load-preflight";
import { readBulkCsv, type BulkCsvRow } from "@/lib/listing/bulk/read-csv";
import { ensureRunWorker } from "@/lib/runs/handlers";
import { createRun } from "@/lib/runs/store";
import { bulkEditInputSchema, type BulkEditInput } from "@/lib/schemas/listings-bulk";

// A 5,000-row CSV is about 150 KB.
const BULK_BODY_BYTES = 1_100_000;

export const POST = withSeller("agent", async (req, ctx) => {
  const input = await readJson(req, bulkEditInputSchema, { maxBytes: BULK_BODY_BYTES });
  const rows = rowsOf(input);
  const db = await getDb();
  const preflight = await loadBulkPreflight(
    { db, marketplace: ctx.marketplace, owner: { workspaceId: ctx.workspaceId, sellerId: ctx.sellerId, siteId: ctx.siteId } },
    rows,
    { confirmAutomationOff: input.confirmAutomationOff },
  );
  if (!input.apply) return NextResponse.json({ preflight });
  if (preflight.accepted.length === 0) throw new AppError("nothing_to_change", "No row can be applied.");
  const runId = await createRun(db, {
    kind: LISTING_BULK_RUN,
    workspaceId: ctx.workspaceId,
    startedById: ctx.userId,
    // The preflight's refusals stay with the run: its failed-rows download names them too.
    params: { refused: JSON.parse(JSON.stringify(preflight.refused)), source: input.csv !== undefined ? "csv" : "selection" },
    targets: preflight.accepted.map((a) => ({
      target: a.itemId,
      input: {
        line: a.line,
        change: a.change,
        expected: a.expected,
        confirmAutomationOff: a.switchesAutomationOff,
      } satisfies BulkRunInput,
    })),
  });
  ensureRunWorker().kick();
  return NextResponse.json({ runId, preflight }, { status: 201 });
});

function rowsOf(input: BulkEditInput): BulkCsvRow[] {
  if (input.selection) {
    const { itemIds, stock, price, pause } = input.selection;
    if (stock === undefined && price === undefined && !pause) throw new AppError("nothing_to_change", "Nothing to change.");
    return itemIds.map((itemId, i) => ({ line: i + 1, ref: { itemId }, stock, price, pause: pause || undefined }));
  }
  const read = readBulkCsv(input.csv ?? "");
  if (!read.ok) throw new AppError(read.code, read.message);
  return read.rows;
}
