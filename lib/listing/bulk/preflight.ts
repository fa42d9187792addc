import type { EditableListing, ListingChange, ListingValues } from "../../schemas/listings";
import { refusalOf } from "../edit-listing";
import type { BulkCsvRow, BulkRef } from "./read-csv";

/**
 * The bulk preflight: every row decided before anything is sent, with the same guards a single edit uses
 * (lib/listing/edit-listing.ts `refusalOf`), so what the preflight lets through is what the run may send.
 * A refused row is named with its line, its id or SKU and why; a price on a listing with price automation
 * is accepted only once the seller confirmed that it switches the automation off.
 */

export type BulkRefusalCode =
  | NonNullable<BulkCsvRow["invalid"]>
  | "unknown_item"
  | "unknown_sku"
  | "ambiguous_sku"
  | "duplicate_row"
  | "listing_read_only"
  | "listing_under_review"
  | "price_out_of_range"
  | "stock_per_variation"
  | "stock_out_of_range"
  | "price_automation_unconfirmed";

export interface BulkAccepted {
  line: number;
  itemId: string;
  title: string;
  change: ListingChange;
  /** The values the change replaces, as read now: the run's stale check compares them again before each PUT. */
  expected: ListingValues;
  switchesAutomationOff: boolean;
}

export interface BulkRefused {
  line: number;
  ref: BulkRef | null;
  itemId: string | null;
  title: string | null;
  code: BulkRefusalCode;
  /** The row as the seller wrote it, so the failed-rows CSV can be fixed and uploaded again. */
  stock?: number;
  price?: number;
  pause?: boolean;
  details?: Record<string, unknown>;
}

export interface BulkPreflight {
  accepted: BulkAccepted[];
  refused: BulkRefused[];
  /** Accepted rows whose price switches an automation off: lines the seller confirms on their own. */
  automation: Array<{ line: number; itemId: string; title: string }>;
}

export function changeOf(row: BulkCsvRow): ListingChange {
  return {
    ...(row.stock !== undefined ? { availableQuantity: row.stock } : {}),
    ...(row.price !== undefined ? { price: row.price } : {}),
    ...(row.pause ? { status: "paused" as const } : {}),
  };
}

const expectedOf = (listing: EditableListing, change: ListingChange): ListingValues => ({
  ...(change.price !== undefined ? { price: listing.price } : {}),
  ...(change.availableQuantity !== undefined ? { availableQuantity: listing.availableQuantity } : {}),
  ...(change.status !== undefined ? { status: listing.status } : {}),
});

/** The guard's code as the preflight names it (stock per variation is its own reason, not a generic refusal). */
function refusalCode(listing: EditableListing, change: ListingChange): { code: BulkRefusalCode; details?: Record<string, unknown> } | null {
  const refusal = refusalOf(listing, change);
  if (!refusal) return null;
  const details = (refusal.details ?? undefined) as Record<string, unknown> | undefined;
  if (refusal.code === "listing_edit_refused" && details?.reason === "stock_per_variation") return { code: "stock_per_variation" };
  return { code: refusal.code as BulkRefusalCode, details };
}

export function preflightBulk(
  rows: BulkCsvRow[],
  listings: Map<string, EditableListing>,
  /** SKU → the seller's item ids carrying it (a SKU on two listings is ambiguous: refused, never guessed). */
  skus: Map<string, string[]>,
  { confirmAutomationOff = false } = {},
): BulkPreflight {
  const out: BulkPreflight = { accepted: [], refused: [], automation: [] };
  const seen = new Set<string>();
  for (const row of rows) {
    const refuse = (code: BulkRefusalCode, listing: EditableListing | null = null, details?: Record<string, unknown>) =>
      out.refused.push({
        line: row.line,
        ref: row.ref,
        itemId: listing?.id ?? (row.ref && "itemId" in row.ref ? row.ref.itemId : null),
        title: listing?.title ?? null,
        code,
        ...(row.stock !== undefined ? { stock: row.stock } : {}),
        ...(row.price !== undefined ? { price: row.price } : {}),
        ...(row.pause ? { pause: true } : {}),
        ...(details ? { details } : {}),
      });
    if (row.invalid || !row.ref) {
      refuse(row.invalid ?? "missing_ref");
      continue;
    }
    let itemId: string;
    if ("itemId" in row.ref) itemId = row.ref.itemId;
    else {
      const ids = skus.get(row.ref.sku) ?? [];
      const [only] = ids;
      if (ids.length !== 1 || !only) {
        refuse(ids.length ? "ambiguous_sku" : "unknown_sku", null, ids.length ? { itemIds: ids } : undefined);
        continue;
      }
      itemId = only;
    }
    const listing = listings.get(itemId);
    if (!listing) {
      refuse("unknown_item");
      continue;
    }
    // One edit per listing per run: a second row for it would overwrite the first without anyone seeing.
    if (seen.has(itemId)) {
      refuse("duplicate_row", listing);
      continue;
    }
    seen.add(itemId);
    const change = changeOf(row);
    const refusal = refusalCode(listing, change);
    if (refusal) {
      refuse(refusal.code, listing, refusal.details);
      continue;
    }
    const switchesAutomationOff = change.price !== undefined && listing.priceAutomation;
    if (switchesAutomationOff) {
      out.automation.push({ line: row.line, itemId, title: listing.title });
      if (!confirmAutomationOff) {
        refuse("price_automation_unconfirmed", listing);
        continue;
      }
    }
    out.accepted.push({
      line: row.line,
      itemId,
      title: listing.title,
      change,
      expected: expectedOf(listing, change),
      switchesAutomationOff,
    });
  }
  return out;
}
