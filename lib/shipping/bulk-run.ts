import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { rateLimitWaitMs } from "../marketplace/governor";
import type { RunHandler } from "../runs/types";
import type { ChangePlan, ShippingRow } from "../schemas/shipping";
import { applyFreeShippingChange } from "./apply-change";
import { changesMode, planChange } from "./plan-change";

export const FREE_SHIPPING_RUN = "shipping.free_shipping";

export interface BulkPreview {
  change: Array<Extract<ChangePlan, { kind: "me2_country" | "custom" | "off" }>>;
  unchanged: string[];
  /** With the title, so the preview names what cannot change (an id alone means nothing to a seller). */
  refused: Array<{ itemId: string; title: string; code: string }>;
  /**
   * Listings whose shipping mode would change (custom free shipping takes them off Mercado Envíos), named
   * so the seller confirms them on their own; in `change` only when `includeModeChanges`.
   */
  modeChanges: Array<{ itemId: string; title: string; from: string; to: string }>;
  /** Sum of the seller's cost per sale over the items that will ship free (by currency). */
  totalCostPerSale: number;
  currencyId: string | null;
}

/**
 * The bulk preview from our copy of the rows (no call per item). The accepted method is not needed to
 * decide, so a category that accepts free shipping stands in with a placeholder; the run itself plans
 * again on fresh data, item by item, before each PUT.
 */
export function previewBulk(
  rows: ShippingRow[],
  action: "on" | "off",
  ctx: { siteId: string; fulfilment: boolean; includeModeChanges?: boolean },
): BulkPreview {
  const out: BulkPreview = { change: [], unchanged: [], refused: [], modeChanges: [], totalCostPerSale: 0, currencyId: null };
  for (const row of rows) {
    const planned = planChange(row, action, { ...ctx, acceptedMethods: row.categoryAcceptsFree ? [0] : [] });
    const { plan } = planned;
    if (plan.kind === "unchanged") out.unchanged.push(plan.itemId);
    else if (plan.kind === "refused") out.refused.push({ itemId: plan.itemId, title: row.title, code: plan.code });
    else {
      if (changesMode(row, planned)) {
        out.modeChanges.push({ itemId: row.id, title: row.title, from: row.mode, to: String(planned.shipping?.mode) });
        // Named, and left out of the run until the seller confirms these listings on their own.
        if (!ctx.includeModeChanges) continue;
      }
      out.change.push(plan);
      if (plan.kind !== "off" && plan.costPerSale !== null) {
        out.totalCostPerSale += plan.costPerSale;
        out.currencyId ??= plan.currencyId;
      }
    }
  }
  out.totalCostPerSale = Math.round(out.totalCostPerSale * 100) / 100;
  return out;
}

/** The run kind's handler: one item per row, through the same path as a single change. */
export function freeShippingRunHandler(clientFor: (sellerId: number) => Promise<SellerClient>): RunHandler {
  return {
    concurrency: 4,
    maxAttempts: 5,
    async process({ db, run, item }) {
      const action = (run.params as { action?: string }).action === "off" ? "off" : "on";
      // Only the listings the seller confirmed may change mode (the run's row says so); the others are
      // refused before any PUT if fresh data now plans a mode change for them.
      const allowModeChange = (item.input as { allowModeChange?: unknown } | null)?.allowModeChange === true;
      const seller = await sellerOf(db, run.workspaceId);
      if (!seller)
        return { status: "failed", reason: { code: "workspace_not_connected", message: "The marketplace account is not connected." } };
      const started = performance.now();
      const outcome = await applyFreeShippingChange(
        { db, marketplace: await clientFor(seller.sellerId), seller, userId: run.startedById, runId: run.id, allowModeChange },
        item.target,
        action,
      );
      // How long the item took (fresh read, PUT, re-read, audit): the bench's per-item figure.
      const ms = Math.round(performance.now() - started);
      if (outcome.status === "done")
        return {
          status: "done",
          // The block before the change stays with the run's row too (the audit entry is what restore reads).
          result: {
            plan: outcome.plan.kind,
            freeShipping: outcome.row.freeShipping,
            freeRule: outcome.row.freeRule,
            mode: outcome.row.mode,
            ...(outcome.previousShipping ? { previousShipping: outcome.previousShipping } : {}),
            ms,
          },
        };
      if (outcome.status === "refused")
        return { status: "refused", reason: { code: outcome.code, message: outcome.message, causes: outcome.causes } };
      // 429 given back by the governor: the row waits as governor.ts says (Retry-After, else its backoff).
      if (outcome.code === "rate_limited")
        return {
          status: "retry",
          afterMs: rateLimitWaitMs(outcome.retryAfterSeconds, item.attempts),
          reason: { code: outcome.code, message: outcome.message },
        };
      return { status: "failed", reason: { code: outcome.code, message: outcome.message } };
    },
  };
}

async function sellerOf(db: Db, workspaceId: string) {
  const ws = await db.workspace.findUnique({ where: { id: workspaceId }, select: { sellerId: true, siteId: true } });
  if (!ws) return null;
  const listing = await db.shippingListing.findUnique({ where: { workspaceId }, select: { fulfilment: true } });
  return { workspaceId, sellerId: Number(ws.sellerId), siteId: ws.siteId, fulfilment: listing?.fulfilment ?? false };
}
