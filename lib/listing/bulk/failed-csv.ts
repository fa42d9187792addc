import { toCsv } from "../../format";
import type { BulkRefused } from "./preflight";
import type { BulkRunInput } from "./bulk-run";

/**
 * The rows of a bulk edit that did not apply, as a CSV the seller fixes and uploads again: the preflight's
 * refusals and the run's refused and failed rows, in file order, with the same columns the reader takes
 * (item_id, sku, stock, price, pause) plus the line it came from and why.
 */
export const FAILED_CSV_HEADER = ["line", "item_id", "sku", "stock", "price", "pause", "reason"];

export interface FailedRunRow {
  target: string;
  status: string;
  input: unknown;
  reason: unknown;
}

export function failedRowsCsv(preflightRefused: BulkRefused[], runRows: FailedRunRow[]): string {
  const rows: Array<{ line: number; cells: Array<string | number | null> }> = preflightRefused.map((r) => ({
    line: r.line,
    cells: [r.line, r.itemId, r.ref && "sku" in r.ref ? r.ref.sku : null, r.stock ?? null, r.price ?? null, r.pause ? "yes" : null, r.code],
  }));
  for (const row of runRows) {
    if (row.status !== "refused" && row.status !== "failed") continue;
    const input = row.input as Partial<BulkRunInput> | null;
    const line = input?.line ?? 0;
    const code = (row.reason as { code?: unknown } | null)?.code;
    rows.push({
      line,
      cells: [
        line,
        row.target,
        null,
        input?.change?.availableQuantity ?? null,
        input?.change?.price ?? null,
        input?.change?.status === "paused" ? "yes" : null,
        typeof code === "string" ? code : row.status,
      ],
    });
  }
  rows.sort((a, b) => a.line - b.line);
  return toCsv(
    FAILED_CSV_HEADER,
    rows.map((r) => r.cells),
  );
}
