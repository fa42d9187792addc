// POST /api/shipping/bulk { action, itemIds | filter, apply, includeModeChanges }: the preview (apply false) or a
// stored run (apply true). Listings whose shipping mode would change are named and left out unless included.
import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { readJson } from "@/lib/api/read-json";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { ensureRunWorker } from "@/lib/runs/handlers";
import { createRun } from "@/lib/runs/store";
import { bulkInputSchema } from "@/lib/schemas/shipping";
import { snapshotFor } from "@/lib/shipping/api";
import { FREE_SHIPPING_RUN, previewBulk } from "@/lib/shipping/bulk-run";
import { filterShippingRows } from "@/lib/shipping/filter-items";

// Up to 5000 explicit item ids (about 18 bytes each in JSON) do not fit the default 64 KiB.
const BULK_BODY_BYTES = 256 * 1024;

export const POST = withSeller("agent", async (req, ctx) => {
  const input = await readJson(req, bulkInputSchema, { maxBytes: BULK_BODY_BYTES });
  const snapshot = await snapshotFor(ctx);
  const wanted = input.itemIds ? new Set(input.itemIds) : null;
  const rows = wanted
    ? snapshot.rows.filter((r) => wanted.has(r.id))
    : filterShippingRows(snapshot.rows, { free: "all", mode: "all", accepts: "all", ...input.filter });
  if (wanted && rows.length < wanted.size)
    throw new AppError(
      "unknown_items",
      "Some items are not this seller's.",
      [...wanted].filter((id) => !rows.some((r) => r.id === id)),
    );
  const preview = previewBulk(rows, input.action, {
    siteId: snapshot.siteId,
    fulfilment: snapshot.fulfilment,
    includeModeChanges: input.includeModeChanges,
  });
  if (!input.apply) return NextResponse.json({ preview });
  if (preview.change.length === 0) throw new AppError("nothing_to_change", "None of the selected items would change.");
  const confirmed = new Set(input.includeModeChanges ? preview.modeChanges.map((m) => m.itemId) : []);
  const db = await getDb();
  const runId = await createRun(db, {
    kind: FREE_SHIPPING_RUN,
    workspaceId: ctx.workspaceId,
    startedById: ctx.userId,
    params: { action: input.action },
    // Each row says whether its listing's mode change was confirmed (the run plans again on fresh data).
    targets: preview.change.map((c) => ({ target: c.itemId, input: { allowModeChange: confirmed.has(c.itemId) } })),
  });
  ensureRunWorker().kick();
  return NextResponse.json({ runId, preview }, { status: 201 });
});
