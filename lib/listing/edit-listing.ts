import { recordAudit } from "../audit/audit";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import { publishLiveEvent } from "../live/bus";
import type { SellerClient } from "../marketplace/client";
import { MarketplaceError } from "../marketplace/errors";
import {
  getCategoryPriceLimits,
  getEditableItem,
  hasActivePriceAutomation,
  putItemEdit,
  type EditableItem,
  type ItemEditBody,
} from "../marketplace/item-edits";
import { storeItemSnapshots } from "../questions/refresh-snapshots";
import type {
  EditableListing,
  ListingChange,
  ListingConflict,
  ListingEditInput,
  ListingEditResult,
  ListingValues,
} from "../schemas/listings";

/**
 * One listing edit (stock, price, pause/reactivate) with the marketplace's guards, decided on a fresh
 * read: a closed listing is read-only and one under review waits; the price stays inside the category's
 * limits; a value someone changed since the editor showed it (a teammate here, or the seller on the
 * marketplace) is a conflict carrying both values, never overwritten; a price on a listing with price
 * automation is sent only once the seller confirmed that it switches the automation off. Then one PUT
 * (never retried), a read back, our copy, the audit entry, and a live event for teammates' open pages.
 */

export const LISTING_EDIT_AUDIT = "listing.edit";

export interface EditDeps {
  db: Db;
  marketplace: SellerClient;
  owner: { workspaceId: string; sellerId: number };
  /** Who changed it (null for the system). */
  userId: string | null;
  runId?: string;
}

/** The listing as an editor shows it, read from the marketplace now (item, automation, category limits). */
export async function readEditableListing(marketplace: SellerClient, sellerId: number, itemId: string): Promise<EditableListing> {
  const item = await getEditableItem(marketplace, itemId);
  if (item.sellerId !== sellerId) throw new AppError("forbidden", `Item ${itemId} is not this seller's.`);
  const [priceAutomation, priceLimits] = await Promise.all([
    automationOf(marketplace, itemId),
    getCategoryPriceLimits(marketplace, item.categoryId),
  ]);
  return toListing(item, priceAutomation, priceLimits);
}

/** A listing without an automation record answers 404 on the real API: no automation, not a failure. */
export async function automationOf(marketplace: SellerClient, itemId: string): Promise<boolean> {
  try {
    return await hasActivePriceAutomation(marketplace, itemId);
  } catch (error) {
    if (error instanceof MarketplaceError && error.status === 404) return false;
    throw error;
  }
}

export function toListing(item: EditableItem, priceAutomation: boolean, priceLimits: EditableListing["priceLimits"]): EditableListing {
  return {
    id: item.id,
    title: item.title,
    price: item.price,
    currencyId: item.currencyId,
    availableQuantity: item.availableQuantity,
    soldQuantity: item.soldQuantity,
    status: item.status,
    subStatus: item.subStatus,
    sku: item.sku,
    thumbnail: item.thumbnail,
    permalink: item.permalink,
    variations: item.variations,
    priceAutomation,
    priceLimits,
    lock: item.status === "closed" ? "closed" : item.status === "under_review" ? "under_review" : null,
  };
}

/**
 * Why the change cannot go to the marketplace as it stands, checked before anything is sent: the same
 * checks the bulk preflight names per row. Null when it may be sent (the stale check is separate).
 */
export function refusalOf(listing: EditableListing, change: ListingChange): AppError | null {
  if (listing.lock === "closed") return new AppError("listing_read_only", `Listing ${listing.id} is closed.`);
  if (listing.lock === "under_review") return new AppError("listing_under_review", `Listing ${listing.id} is under review.`);
  if (change.price !== undefined) {
    const { min, max } = listing.priceLimits;
    const cents = Math.round(change.price * 100);
    if (Math.abs(cents - change.price * 100) > 1e-6 || (min !== null && change.price < min) || (max !== null && change.price > max))
      return new AppError("price_out_of_range", `The price must be within the category's limits.`, {
        min,
        max,
        currencyId: listing.currencyId,
      });
  }
  if (change.availableQuantity !== undefined && listing.variations.length)
    return new AppError("listing_edit_refused", "This listing has variations: its stock changes per variation.", {
      reason: "stock_per_variation",
    });
  const known = new Set(listing.variations.map((v) => v.id));
  const unknown = (change.variations ?? []).find((v) => !known.has(v.id));
  if (unknown)
    return new AppError("unknown_variation", `Variation ${unknown.id} is not part of listing ${listing.id}.`, { variationId: unknown.id });
  const stockAfter = stockAfterChange(listing, change);
  if (change.status === "active" && stockAfter === 0)
    return new AppError("stock_out_of_range", "A listing without stock cannot be reactivated.", { reason: "activate_without_stock" });
  return null;
}

const stockAfterChange = (listing: EditableListing, change: ListingChange) =>
  listing.variations.length
    ? listing.variations.reduce(
        (sum, v) => sum + (change.variations?.find((c) => c.id === v.id)?.availableQuantity ?? v.availableQuantity),
        0,
      )
    : (change.availableQuantity ?? listing.availableQuantity);

/** The values the change replaces that differ from what the marketplace holds now: each with both values. */
export function conflictsOf(listing: EditableListing, expected: ListingValues, change: ListingChange): ListingConflict[] {
  const conflicts: ListingConflict[] = [];
  if (change.price !== undefined && expected.price !== undefined && Math.abs(expected.price - listing.price) > 0.001)
    conflicts.push({ field: "price", yours: expected.price, theirs: listing.price });
  if (
    change.availableQuantity !== undefined &&
    expected.availableQuantity !== undefined &&
    expected.availableQuantity !== listing.availableQuantity
  )
    conflicts.push({ field: "availableQuantity", yours: expected.availableQuantity, theirs: listing.availableQuantity });
  if (change.status !== undefined && expected.status !== undefined && expected.status !== listing.status)
    conflicts.push({ field: "status", yours: expected.status, theirs: listing.status });
  for (const v of change.variations ?? []) {
    const seen = expected.variations?.find((e) => e.id === v.id);
    const now = listing.variations.find((l) => l.id === v.id);
    if (seen && now && seen.availableQuantity !== now.availableQuantity)
      conflicts.push({ field: "availableQuantity", variationId: v.id, yours: seen.availableQuantity, theirs: now.availableQuantity });
  }
  return conflicts;
}

/** What the change leaves: only the fields it names, for the audit and the read-back check. */
const changedValues = (listing: EditableListing, change: ListingChange) => ({
  ...(change.price !== undefined ? { price: listing.price } : {}),
  ...(change.availableQuantity !== undefined ? { availableQuantity: listing.availableQuantity } : {}),
  ...(change.status !== undefined ? { status: listing.status } : {}),
  ...(change.variations
    ? {
        variations: change.variations.map((c) => ({
          id: c.id,
          availableQuantity: listing.variations.find((v) => v.id === c.id)?.availableQuantity ?? null,
        })),
      }
    : {}),
});

const UNKNOWN_OUTCOME = new Set(["upstream_timeout", "upstream_unreachable", "upstream_error"]);

/** Applies one edit; throws AppError with details the editor shows (conflicts, limits, causes). */
export async function editListing(deps: EditDeps, itemId: string, input: ListingEditInput): Promise<ListingEditResult> {
  const before = await readEditableListing(deps.marketplace, deps.owner.sellerId, itemId);
  const { change } = input;
  const refusal = refusalOf(before, change);
  if (refusal) throw refusal;
  const conflicts = conflictsOf(before, input.expected, change);
  if (conflicts.length)
    throw new AppError("listing_changed", `Listing ${itemId} changed since it was shown.`, { conflicts, listing: before });
  const switchesAutomationOff = change.price !== undefined && before.priceAutomation;
  if (switchesAutomationOff && !input.confirmAutomationOff)
    throw new AppError("price_automation_unconfirmed", "A manual price switches this listing's price automation off.", { listing: before });

  const body: ItemEditBody = {
    price: change.price,
    availableQuantity: change.availableQuantity,
    status: change.status,
    variations: change.variations,
  };
  const audit = {
    workspaceId: deps.owner.workspaceId,
    userId: deps.userId,
    action: LISTING_EDIT_AUDIT,
    objectType: "item",
    objectId: itemId,
    runId: deps.runId,
  };
  try {
    await putItemEdit(deps.marketplace, itemId, body);
  } catch (error) {
    if (error instanceof MarketplaceError && [400, 403, 404, 409, 422].includes(error.status)) {
      const causes = causesOf(error.cause);
      await recordAudit(deps.db, { ...audit, before: changedValues(before, change), after: { change, causes }, result: "refused" });
      throw new AppError("listing_edit_refused", error.message, { causes, upstreamCode: error.upstreamCode ?? error.kind });
    }
    // No answer: the marketplace may have applied it. Read back rather than send twice.
    if (!(error instanceof MarketplaceError) || !UNKNOWN_OUTCOME.has(error.kind)) throw error;
    const now = await readEditableListing(deps.marketplace, deps.owner.sellerId, itemId).catch(() => null);
    if (!now || !applied(now, change)) throw error;
  }
  let after: EditableListing;
  try {
    after = await readEditableListing(deps.marketplace, deps.owner.sellerId, itemId);
  } catch {
    // Sent and accepted: a failed re-read must not make the listing look unchanged.
    after = expectedAfter(before, change);
  }
  await storeItemSnapshots(deps.db, deps.owner.workspaceId, [
    {
      id: after.id,
      title: after.title,
      thumbnail: after.thumbnail,
      price: after.price,
      currency_id: after.currencyId,
      available_quantity: after.availableQuantity,
      status: after.status,
      permalink: after.permalink,
    },
  ]);
  await recordAudit(deps.db, {
    ...audit,
    before: changedValues(before, change),
    after: { ...changedValues(after, change), ...(switchesAutomationOff ? { priceAutomation: "switched_off" } : {}) },
    result: "ok",
  });
  publishLiveEvent(deps.owner.workspaceId, { type: "item.updated", itemId });
  return { listing: after, automationSwitchedOff: switchesAutomationOff };
}

function applied(now: EditableListing, change: ListingChange): boolean {
  if (change.price !== undefined && Math.abs(now.price - change.price) > 0.001) return false;
  if (change.availableQuantity !== undefined && now.availableQuantity !== change.availableQuantity) return false;
  if (change.status !== undefined && now.status !== change.status) return false;
  return (change.variations ?? []).every((c) => now.variations.find((v) => v.id === c.id)?.availableQuantity === c.availableQuantity);
}

function expectedAfter(before: EditableListing, change: ListingChange): EditableListing {
  const variations = before.variations.map((v) => ({
    ...v,
    availableQuantity: change.variations?.find((c) => c.id === v.id)?.availableQuantity ?? v.availableQuantity,
  }));
  return {
    ...before,
    price: change.price ?? before.price,
    status: change.status ?? before.status,
    variations,
    availableQuantity: stockAfterChange(before, change),
    priceAutomation: change.price !== undefined ? false : before.priceAutomation,
  };
}

/** The marketplace's validation causes, in its words (code and message of each). */
export function causesOf(cause: unknown): Array<{ code: string; message: string }> {
  const list = Array.isArray(cause) ? cause : [];
  return list.flatMap((c) =>
    c && typeof c === "object" && typeof (c as { code?: unknown }).code === "string"
      ? [{ code: (c as { code: string }).code, message: String((c as { message?: unknown }).message ?? "") }]
      : [],
  );
}
