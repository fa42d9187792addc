// POST /api/shipping/items/:id/restore { auditId }: puts back the shipping block that history entry's change
// replaced (one PUT), re-reads the item; 200 with the marketplace's result, or 422 with its causes.
import { NextResponse } from "next/server";
import { readJson } from "@/lib/api/read-json";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { restoreResultSchema, restoreShippingInputSchema } from "@/lib/schemas/shipping";
import { parseItemId, sellerRef, snapshotFor } from "@/lib/shipping/api";
import { restorePreviousShipping } from "@/lib/shipping/restore-shipping";

export const POST = withSeller<{ id: string }>("agent", async (req, ctx) => {
  const itemId = parseItemId(ctx.params.id);
  const { auditId } = await readJson(req, restoreShippingInputSchema);
  const { fulfilment } = await snapshotFor(ctx);
  const outcome = await restorePreviousShipping(
    { db: await getDb(), marketplace: ctx.marketplace, seller: { ...sellerRef(ctx), fulfilment }, userId: ctx.userId },
    itemId,
    auditId,
  );
  if (outcome.status === "done") return NextResponse.json(restoreResultSchema.parse({ row: outcome.row }));
  if (outcome.status === "refused")
    throw new AppError("unprocessable", outcome.message, { causes: outcome.causes }, { relayCode: outcome.code });
  throw outcome.error;
});
