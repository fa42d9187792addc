import { recordAudit } from "../audit/audit";
import { AppError } from "../errors/app-error";
import { MarketplaceError } from "../marketplace/errors";
import { getFreeShippingCosts, getShippingItem, putItemShipping } from "../marketplace/shipping";
import type { ShippingRow } from "../schemas/shipping";
import { auditBase, causesOf, facts, failure, FREE_SHIPPING_AUDIT, type ChangeDeps, type ChangeOutcome } from "./apply-change";
import { readCategoryFreeShippingCached } from "./category-modes";
import { toShippingCost, toShippingRow } from "./item-row";
import { storeShippingRow } from "./load-items";
import { previousShippingOf, previousShippingSchema, restoreShippingPut, type PreviousShipping } from "./shipping-block";

/**
 * The block an audited free-shipping change of this item replaced, when that change moved the listing to
 * another mode (the case with no other way back: turning free shipping off keeps the new mode). Null when
 * the entry is not this workspace's item, was refused, or kept the mode.
 */
export async function restorableShipping(
  db: ChangeDeps["db"],
  workspaceId: string,
  itemId: string,
  auditId: string,
): Promise<PreviousShipping | null> {
  const entry = await db.auditEntry.findFirst({
    where: {
      id: auditId,
      workspaceId,
      objectType: "item",
      objectId: itemId,
      result: "ok",
      action: { in: Object.values(FREE_SHIPPING_AUDIT) },
    },
    select: { before: true, after: true },
  });
  const previous = previousShippingSchema.safeParse((entry?.before as { shipping?: unknown } | null)?.shipping);
  if (!previous.success) return null;
  const afterMode = (entry?.after as { mode?: unknown } | null)?.mode;
  return afterMode !== previous.data.mode ? previous.data : null;
}

/**
 * "Restore previous shipping": puts back, through the marketplace, the block an earlier change replaced
 * (one PUT, never retried), reads the item again, and audits it with the mode before and after. A
 * marketplace refusal changes nothing and comes back with its causes, as for any change.
 */
export type RestoreOutcome =
  | { status: "done"; row: ShippingRow }
  | { status: "refused"; code: string; message: string; causes: Array<{ code: string; message: string }> }
  | Extract<ChangeOutcome, { status: "failed" }>;

export async function restorePreviousShipping(deps: ChangeDeps, itemId: string, auditId: string): Promise<RestoreOutcome> {
  const previous = await restorableShipping(deps.db, deps.seller.workspaceId, itemId, auditId);
  if (!previous) throw new AppError("nothing_to_restore", "This change left nothing to restore.");
  let before: ShippingRow;
  let accepts: boolean | null;
  let current: PreviousShipping;
  try {
    const item = await getShippingItem(deps.marketplace, itemId);
    accepts = (
      await readCategoryFreeShippingCached(deps.marketplace, deps.seller.sellerId, item.category_id, {
        db: deps.db,
        workspaceId: deps.seller.workspaceId,
      })
    ).accepts;
    before = toShippingRow(item, accepts, null);
    current = previousShippingOf(item.shipping);
  } catch (error) {
    return failure(error);
  }
  // Already back (restored from another tab, or by hand on Mercado Libre): nothing is sent.
  if (current.mode === previous.mode && current.freeShipping === previous.freeShipping) return { status: "done", row: before };
  try {
    await putItemShipping(deps.marketplace, itemId, restoreShippingPut(previous));
  } catch (error) {
    if (error instanceof MarketplaceError && [400, 403, 404, 409, 422].includes(error.status)) {
      const causes = causesOf(error.cause);
      await recordAudit(deps.db, { ...auditBase(deps, itemId, "restore"), before: facts(before), after: { causes }, result: "refused" });
      return { status: "refused", code: error.upstreamCode ?? error.kind, message: error.message, causes };
    }
    return failure(error);
  }
  let after: ShippingRow;
  try {
    const [item, costs] = await Promise.all([getShippingItem(deps.marketplace, itemId), getFreeShippingCosts(deps.marketplace, [itemId])]);
    after = toShippingRow(item, accepts, toShippingCost(costs.get(itemId) ?? null));
  } catch {
    after = { ...before, mode: previous.mode, freeShipping: previous.freeShipping };
  }
  await storeShippingRow(deps.db, deps.seller.workspaceId, after);
  await recordAudit(deps.db, {
    ...auditBase(deps, itemId, "restore"),
    before: { ...facts(before), shipping: current },
    after: facts(after),
    result: "ok",
  });
  return { status: "done", row: after };
}
