import { recordAudit } from "../audit/audit";
import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { MarketplaceError } from "../marketplace/errors";
import { getFreeShippingCosts, getShippingItem, putItemShipping } from "../marketplace/shipping";
import type { ChangePlan, ShippingRow } from "../schemas/shipping";
import { readCategoryFreeShippingCached } from "./category-modes";
import { toShippingCost, toShippingRow } from "./item-row";
import type { SellerRef } from "./load-items";
import { storeShippingRow } from "./load-items";
import { changesMode, planChange } from "./plan-change";
import { previousShippingOf, type PreviousShipping } from "./shipping-block";

export const FREE_SHIPPING_AUDIT = { on: "free_shipping.on", off: "free_shipping.off" } as const;
/** "Restore previous shipping": the block an earlier change replaced, put back. */
export const RESTORE_AUDIT = "free_shipping.restore";

export interface ChangeDeps {
  db: Db;
  marketplace: SellerClient;
  seller: SellerRef & { fulfilment: boolean };
  userId: string;
  runId?: string;
  /**
   * The seller confirmed, for this listing, that its shipping mode may change (custom free shipping takes
   * it off Mercado Envíos). Without it such a change is refused before anything is sent.
   */
  allowModeChange?: boolean;
}

/** Refusal code of a change that would move the listing to another shipping mode unconfirmed. */
export const MODE_CHANGE_NOT_CONFIRMED = "mode_change_not_confirmed";

export type ChangeOutcome =
  /** `previousShipping`: the block before the change, when one was sent (kept for "Restore previous shipping"). */
  | { status: "done"; plan: ChangePlan; row: ShippingRow; previousShipping?: PreviousShipping }
  /** The marketplace or a rule said no; `causes` are the marketplace's validation errors, in its words. */
  | { status: "refused"; plan: ChangePlan; code: string; message: string; causes: Array<{ code: string; message: string }> }
  /** No answer, or not a refusal: `error` is what the route relays (lib/api maps it like any marketplace error). */
  | { status: "failed"; code: string; message: string; retryAfterSeconds?: number; error: MarketplaceError };

/** Reads the item fresh and says what the change would do (the preview; nothing is sent). */
export async function previewChange(
  deps: Pick<ChangeDeps, "db" | "marketplace" | "seller">,
  itemId: string,
  action: "on" | "off",
  cachedCost?: ShippingRow["cost"],
) {
  const item = await getShippingItem(deps.marketplace, itemId);
  // The category's modes record from our copy when read in the last day (a bulk run of 100 items in
  // one category asks once); the item itself and its cost are always read fresh.
  const category = await readCategoryFreeShippingCached(deps.marketplace, deps.seller.sellerId, item.category_id, {
    db: deps.db,
    workspaceId: deps.seller.workspaceId,
  });
  const cost =
    cachedCost !== undefined ? cachedCost : toShippingCost((await getFreeShippingCosts(deps.marketplace, [itemId])).get(itemId) ?? null);
  const row = toShippingRow(item, category.accepts, cost);
  return {
    row,
    previousShipping: previousShippingOf(item.shipping),
    planned: planChange(row, action, {
      siteId: deps.seller.siteId,
      fulfilment: deps.seller.fulfilment,
      acceptedMethods: category.acceptedMethods,
    }),
  };
}

/**
 * Turns free shipping on or off for one item: plan on fresh data, one PUT (never retried: a write is
 * sent once), then read the item and its cost again so what we show is the marketplace's result, and
 * write the audit. A marketplace refusal changes nothing and comes back with its causes.
 */
export async function applyFreeShippingChange(deps: ChangeDeps, itemId: string, action: "on" | "off"): Promise<ChangeOutcome> {
  let preview;
  try {
    preview = await previewChange(deps, itemId, action);
  } catch (error) {
    // An item that is gone or not the seller's is a refusal, not a failure worth retrying.
    if (error instanceof MarketplaceError && (error.status === 403 || error.status === 404)) {
      return {
        status: "refused",
        plan: { kind: "refused", itemId, code: error.kind },
        code: error.kind,
        message: error.message,
        causes: [],
      };
    }
    return failure(error);
  }
  const { row: before, planned, previousShipping } = preview;
  if (planned.plan.kind === "unchanged") return { status: "done", plan: planned.plan, row: before };
  if (planned.plan.kind === "refused" || !planned.shipping) {
    const code = planned.plan.kind === "refused" ? planned.plan.code : "not_applicable";
    return { status: "refused", plan: planned.plan, code, message: code, causes: [] };
  }
  // Planned again on fresh data: a listing whose mode would change (its category changed since the
  // preview, say) is not moved off Mercado Envíos unless the seller confirmed it for this listing.
  if (changesMode(before, planned) && !deps.allowModeChange)
    return {
      status: "refused",
      plan: planned.plan,
      code: MODE_CHANGE_NOT_CONFIRMED,
      message: "This change would move the listing to another shipping mode, which was not confirmed.",
      causes: [],
    };
  try {
    await putItemShipping(deps.marketplace, itemId, planned.shipping);
  } catch (error) {
    if (error instanceof MarketplaceError && [400, 403, 404, 409, 422].includes(error.status)) {
      const causes = causesOf(error.cause);
      await recordAudit(deps.db, { ...auditBase(deps, itemId, action), before: facts(before), after: { causes }, result: "refused" });
      return { status: "refused", plan: planned.plan, code: error.upstreamCode ?? error.kind, message: error.message, causes };
    }
    // No answer (timeout, network, 5xx): the marketplace may still have applied it. Read the item back so
    // the result says what the marketplace holds, not what we could not hear; nothing is sent twice.
    if (!(error instanceof MarketplaceError) || !UNKNOWN_OUTCOME.has(error.kind)) return failure(error);
    const applied = await wasApplied(deps, itemId, action, before).catch(() => false);
    if (!applied) return failure(error);
  }
  // The save went through: from here a failed re-read must not make the item look unchanged.
  let after: ShippingRow;
  try {
    const [item, costs] = await Promise.all([getShippingItem(deps.marketplace, itemId), getFreeShippingCosts(deps.marketplace, [itemId])]);
    after = toShippingRow(item, before.categoryAcceptsFree, toShippingCost(costs.get(itemId) ?? null));
  } catch {
    after = { ...before, freeShipping: action === "on" };
  }
  await storeShippingRow(deps.db, deps.seller.workspaceId, after);
  await recordAudit(deps.db, {
    ...auditBase(deps, itemId, action),
    before: { ...facts(before), shipping: previousShipping },
    after: facts(after),
    result: "ok",
  });
  return { status: "done", plan: planned.plan, row: after, previousShipping };
}

export const UNKNOWN_OUTCOME = new Set(["upstream_timeout", "upstream_unreachable", "upstream_error"]);

async function wasApplied(deps: ChangeDeps, itemId: string, action: "on" | "off", before: ShippingRow): Promise<boolean> {
  const item = await getShippingItem(deps.marketplace, itemId);
  return toShippingRow(item, before.categoryAcceptsFree, before.cost).freeShipping === (action === "on");
}

export const auditBase = (deps: Pick<ChangeDeps, "seller" | "userId" | "runId">, itemId: string, action: "on" | "off" | "restore") => ({
  workspaceId: deps.seller.workspaceId,
  userId: deps.userId,
  action: action === "restore" ? RESTORE_AUDIT : FREE_SHIPPING_AUDIT[action],
  objectType: "item",
  objectId: itemId,
  runId: deps.runId,
});

/** The facts the history shows: from what to what (the mode too: custom free shipping leaves Mercado Envíos). */
export const facts = (row: ShippingRow) => ({
  freeShipping: row.freeShipping,
  freeRule: row.freeRule,
  mode: row.mode,
  excludedRegions: row.excludedRegions,
});

export function causesOf(cause: unknown): Array<{ code: string; message: string }> {
  if (!Array.isArray(cause)) return [];
  return cause.flatMap((c) =>
    c && typeof c === "object" && typeof (c as { code?: unknown }).code === "string"
      ? [{ code: (c as { code: string }).code, message: String((c as { message?: unknown }).message ?? "") }]
      : [],
  );
}

export function failure(error: unknown): ChangeOutcome {
  if (error instanceof MarketplaceError)
    return {
      status: "failed",
      code: error.kind === "rate_limited" ? "rate_limited" : (error.upstreamCode ?? error.kind),
      message: error.message,
      retryAfterSeconds: error.retryAfterSeconds,
      error,
    };
  throw error;
}
