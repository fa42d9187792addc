import type { Db } from "../../db/client";
import type { SellerClient } from "../../marketplace/client";
import { getCategoryPriceLimits, getEditableItems, type EditableItem } from "../../marketplace/item-edits";
import type { EditableListing } from "../../schemas/listings";
import { automationOf, toListing } from "../edit-listing";
import { sellerListing, type ListingOwner } from "../seller-listing";
import { preflightBulk, type BulkPreflight } from "./preflight";
import type { BulkCsvRow } from "./read-csv";

/**
 * Reads what the preflight decides on, fresh from the marketplace: the rows' items (multi-get), the whole
 * listing when a row names a SKU (the SKU is on the item, so every item is read once to index it), price
 * automation only for rows that change a price, and each category's limits once (cached in item-edits).
 * Another seller's item is "unknown" here: its facts never reach this workspace.
 */
export async function loadBulkPreflight(
  deps: { db: Db; marketplace: SellerClient; owner: ListingOwner },
  rows: BulkCsvRow[],
  options: { confirmAutomationOff?: boolean } = {},
): Promise<BulkPreflight> {
  const byId = rows.flatMap((r) => (r.ref && "itemId" in r.ref ? [r.ref.itemId] : []));
  const needsSkus = rows.some((r) => r.ref && "sku" in r.ref);
  const listingIds = needsSkus ? (await sellerListing(deps.db, deps.marketplace, deps.owner)).ids : [];
  const items = (await getEditableItems(deps.marketplace, [...byId, ...listingIds])).filter((i) => i.sellerId === deps.owner.sellerId);

  const skus = new Map<string, string[]>();
  for (const item of items) if (item.sku) skus.set(item.sku, [...(skus.get(item.sku) ?? []), item.id]);

  const wanted = new Set(byId);
  for (const r of rows) if (r.ref && "sku" in r.ref) for (const id of skus.get(r.ref.sku) ?? []) wanted.add(id);
  const priced = new Set<string>();
  for (const r of rows) {
    if (r.price === undefined || !r.ref) continue;
    const id = "itemId" in r.ref ? r.ref.itemId : skus.get(r.ref.sku)?.[0];
    if (id) priced.add(id);
  }
  const relevant = items.filter((i) => wanted.has(i.id));
  const listings = new Map<string, EditableListing>();
  await Promise.all(relevant.map(async (item) => listings.set(item.id, await listingOf(deps.marketplace, item, priced.has(item.id)))));
  return preflightBulk(rows, listings, skus, options);
}

async function listingOf(marketplace: SellerClient, item: EditableItem, priceChanges: boolean): Promise<EditableListing> {
  const [automation, limits] = await Promise.all([
    priceChanges ? automationOf(marketplace, item.id) : Promise.resolve(false),
    priceChanges ? getCategoryPriceLimits(marketplace, item.categoryId) : Promise.resolve({ min: null, max: null }),
  ]);
  return toListing(item, automation, limits);
}
