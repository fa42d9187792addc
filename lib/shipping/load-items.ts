import type { Prisma } from "@prisma/client";
import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { sellerListing } from "../listing/seller-listing";
import { listSellerItemIds } from "../marketplace/items";
import { getFreeShippingCosts, getShippingItems, getUserShippingPreferences } from "../marketplace/shipping";
import type { ShippingRow } from "../schemas/shipping";
import { hasFulfilment, readCategoriesFreeShipping } from "./category-modes";
import { toShippingCost, toShippingRow } from "./item-row";
import { processSingleton } from "../process-singleton";

/** A listing younger than this is served from our copy; "refresh" reads the marketplace again. */
export const SNAPSHOT_TTL_MS = 15 * 60_000;

export interface SellerRef {
  workspaceId: string;
  sellerId: number;
  siteId: string;
}

export interface ShippingSnapshot {
  rows: ShippingRow[];
  readAt: Date;
  siteId: string;
  fulfilment: boolean;
}

type HeldRows = { readAt: number; changedAt: number; rows: ShippingRow[] };
// The rows this process last read or wrote, per workspace: valid while the stored listing's readAt and
// changedAt match, so a save on another instance (which moves changedAt) is never hidden. A warm load is
// then one small query instead of reading and parsing every row's JSON again.
const heldRows = () => processSingleton("shippingRows", () => new Map<string, HeldRows>());

/**
 * Every item of the seller as /shipping shows it. Cold: the seller's list (lib/listing: our copy, which
 * notifications keep current; its ids read from the marketplace on "refresh", as the seller asked), the
 * item multi-get (20 a call), the free-shipping cost multi-get (50 a call), the modes record of each
 * category not read in the last day (kept in our database) and the user's preferences; then kept in our
 * database with the time it was read. Warm: our copy only.
 */
export async function loadShippingSnapshot(
  db: Db,
  marketplace: SellerClient,
  seller: SellerRef,
  { refresh = false, now = new Date() } = {},
): Promise<ShippingSnapshot> {
  const listing = await db.shippingListing.findUnique({ where: { workspaceId: seller.workspaceId } });
  if (!refresh && listing && now.getTime() - listing.readAt.getTime() < SNAPSHOT_TTL_MS) {
    const snapshot = { readAt: listing.readAt, siteId: listing.siteId, fulfilment: listing.fulfilment };
    const held = heldRows().get(seller.workspaceId);
    if (held && held.readAt === listing.readAt.getTime() && held.changedAt === listing.changedAt.getTime())
      return { rows: held.rows, ...snapshot };
    const stored = await db.shippingItemSnapshot.findMany({
      where: { workspaceId: seller.workspaceId },
      orderBy: { position: "asc" },
      select: { row: true },
    });
    const rows = stored.map((s) => s.row as unknown as ShippingRow);
    heldRows().set(seller.workspaceId, { readAt: listing.readAt.getTime(), changedAt: listing.changedAt.getTime(), rows });
    return { rows, ...snapshot };
  }
  // "Read again" asks the marketplace for the ids too (5 calls per 500), so a listing published without a
  // notification shows; it leaves the shared list to notifications and the sweep.
  const ids = refresh ? await listSellerItemIds(marketplace, seller.sellerId) : (await sellerListing(db, marketplace, seller, { now })).ids;
  const [items, costs, preferences] = await Promise.all([
    getShippingItems(marketplace, ids),
    getFreeShippingCosts(marketplace, ids),
    getUserShippingPreferences(marketplace, seller.sellerId),
  ]);
  const categories = await readCategoriesFreeShipping(
    marketplace,
    seller.sellerId,
    items.map((i) => i.category_id),
    { db, workspaceId: seller.workspaceId, now },
  );
  const order = new Map(ids.map((id, i) => [id, i]));
  const rows = items
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((item) => toShippingRow(item, categories.get(item.category_id)?.accepts ?? null, toShippingCost(costs.get(item.id) ?? null)));
  const fulfilment = hasFulfilment(preferences);
  const facts = { readAt: now, changedAt: now, total: rows.length, siteId: seller.siteId, fulfilment };
  await db.$transaction([
    db.shippingItemSnapshot.deleteMany({ where: { workspaceId: seller.workspaceId } }),
    db.shippingItemSnapshot.createMany({
      data: rows.map((row, position) => ({
        workspaceId: seller.workspaceId,
        itemId: row.id,
        row: row as unknown as Prisma.InputJsonValue,
        readAt: now,
        position,
      })),
    }),
    db.shippingListing.upsert({
      where: { workspaceId: seller.workspaceId },
      create: { workspaceId: seller.workspaceId, ...facts },
      update: facts,
    }),
  ]);
  heldRows().set(seller.workspaceId, { readAt: now.getTime(), changedAt: now.getTime(), rows });
  return { rows, readAt: now, siteId: seller.siteId, fulfilment };
}

/** After a save: our copy of one item follows the marketplace's answer (in its place in the list). */
export async function storeShippingRow(db: Db, workspaceId: string, row: ShippingRow, now = new Date()): Promise<void> {
  const data = { row: row as unknown as Prisma.InputJsonValue, readAt: now };
  await db.$transaction([
    // An item the list did not have yet goes last.
    db.shippingItemSnapshot.upsert({
      where: { workspaceId_itemId: { workspaceId, itemId: row.id } },
      create: { workspaceId, itemId: row.id, ...data, position: 2 ** 31 - 1 },
      update: data,
    }),
    db.shippingListing.updateMany({ where: { workspaceId }, data: { changedAt: now } }),
  ]);
  heldRows().delete(workspaceId);
}
