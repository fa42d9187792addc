// GET /api/shipping/items/:id/free-shipping?action=on|off: what the change would do (fresh read, nothing sent).
// POST { action }: sends it once, re-reads the item; 200 with the marketplace's result, or 422 with its causes.
import { NextResponse } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { withSeller } from "@/lib/api/with-seller";
import { getDb } from "@/lib/db";
import { itemChangeInputSchema } from "@/lib/schemas/shipping";
import { parseItemId, sellerRef, snapshotFor } from "@/lib/shipping/api";
import { applyFreeShippingChange, previewChange } from "@/lib/shipping/apply-change";

type Params = { id: string };

export const GET = withSeller<Params>("agent", async (req, ctx) => {
  const itemId = parseItemId(ctx.params.id);
  const { action } = itemChangeInputSchema.parse({ action: req.nextUrl.searchParams.get("action") });
  const { fulfilment } = await snapshotFor(ctx);
  const { row, planned } = await previewChange({ db: await getDb(), marketplace: ctx.marketplace, seller: { ...sellerRef(ctx), fulfilment } }, itemId, action);
  return NextResponse.json({ row, plan: planned.plan });
});

export const POST = withSeller<Params>("agent", async (req, ctx) => {
  const itemId = parseItemId(ctx.params.id);
  const { action } = itemChangeInputSchema.parse(await req.json().catch(() => null));
  const { fulfilment } = await snapshotFor(ctx);
  const outcome = await applyFreeShippingChange({ db: await getDb(), marketplace: ctx.marketplace, seller: { ...sellerRef(ctx), fulfilment }, userId: ctx.userId }, itemId, action);
  if (outcome.status === "done") return NextResponse.json({ row: outcome.row, plan: outcome.plan });
  if (outcome.status === "refused") return errorResponse(422, outcome.code, outcome.message, ctx.requestId, { plan: outcome.plan, causes: outcome.causes });
  const status = outcome.code === "rate_limited" ? 429 : outcome.code === "upstream_timeout" ? 504 : 502;
  const retry = outcome.retryAfterSeconds ? { "retry-after": String(outcome.retryAfterSeconds) } : undefined;
  return errorResponse(status, outcome.code, outcome.message, ctx.requestId, undefined, retry);
});
