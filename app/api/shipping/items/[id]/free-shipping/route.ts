// GET /api/shipping/items/:id/free-shipping?action=on|off: what the change would do (fresh read, nothing sent).
// POST { action, confirmModeChange? }: sends it once, re-reads the item; 200 with the marketplace's result, or 422 with its causes.
import { NextResponse } from "next/server";
import { readJson } from "@/lib/api/read-json";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { itemChangeInputSchema } from "@/lib/schemas/shipping";
import { parseItemId, sellerRef, snapshotFor } from "@/lib/shipping/api";
import { applyFreeShippingChange, previewChange } from "@/lib/shipping/apply-change";

type Params = { id: string };

export const GET = withSeller<Params>("agent", async (req, ctx) => {
  const itemId = parseItemId(ctx.params.id);
  const { action } = itemChangeInputSchema.parse({ action: req.nextUrl.searchParams.get("action") });
  const { fulfilment } = await snapshotFor(ctx);
  const { row, planned } = await previewChange(
    { db: await getDb(), marketplace: ctx.marketplace, seller: { ...sellerRef(ctx), fulfilment } },
    itemId,
    action,
  );
  return NextResponse.json({ row, plan: planned.plan });
});

export const POST = withSeller<Params>("agent", async (req, ctx) => {
  const itemId = parseItemId(ctx.params.id);
  const { action, confirmModeChange } = await readJson(req, itemChangeInputSchema);
  const { fulfilment } = await snapshotFor(ctx);
  const outcome = await applyFreeShippingChange(
    {
      db: await getDb(),
      marketplace: ctx.marketplace,
      seller: { ...sellerRef(ctx), fulfilment },
      userId: ctx.userId,
      allowModeChange: confirmModeChange,
    },
    itemId,
    action,
  );
  if (outcome.status === "done") return NextResponse.json({ row: outcome.row, plan: outcome.plan });
  // A refusal is a 422 carrying its own code (our plan's or the marketplace's) and causes.
  if (outcome.status === "refused")
    throw new AppError("unprocessable", outcome.message, { plan: outcome.plan, causes: outcome.causes }, { relayCode: outcome.code });
  throw outcome.error;
});
