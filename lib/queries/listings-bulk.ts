import { useQuery } from "@tanstack/react-query";
import type { BulkEditInput } from "../schemas/listings-bulk";
import { fetchFile, fetchJson, sendJson } from "./fetch-json";
import { listingKeys } from "./listings";
import { runRetrySchema } from "../schemas/runs";

// Schemas load on demand: zod stays out of the page's first load.
const answer = () => import("../schemas/listings-bulk").then((m) => m.bulkAnswerSchema);
const runView = () => import("../schemas/listings-bulk").then((m) => m.bulkRunViewSchema);

export const bulkKeys = { run: (id: string) => [...listingKeys.all, "bulk-run", id] as const };

type BulkRequest = Omit<BulkEditInput, "apply" | "confirmAutomationOff"> & { confirmAutomationOff?: boolean };

/** The preflight only: nothing is sent to the marketplace. */
export const preflightBulkEdit = (input: BulkRequest) => sendJson("/api/listings/bulk", answer, "POST", { ...input, apply: false });

/** The preflight again (the listings may have changed), then the run of the rows it accepts. */
export const startBulkEdit = (input: BulkRequest) => sendJson("/api/listings/bulk", answer, "POST", { ...input, apply: true });

/** A running bulk edit is polled every second; a finished one is read once. */
export const useBulkRun = (id: string | null) =>
  useQuery({
    queryKey: bulkKeys.run(id ?? ""),
    queryFn: () => fetchJson(`/api/listings/bulk/runs/${id}`, runView),
    enabled: !!id,
    refetchInterval: (q) => (q.state.data?.status === "finished" ? false : 1_000),
  });

export const retryBulkRun = (id: string) => sendJson(`/api/listings/bulk/runs/${id}/retry`, runRetrySchema, "POST");

/** The rows that did not apply, as a CSV to fix and upload again. */
export async function downloadFailedRows(id: string): Promise<void> {
  const { blob, filename } = await fetchFile(`/api/listings/bulk/runs/${id}/failed`);
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename ?? `bulk-edit-failed-${id}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
