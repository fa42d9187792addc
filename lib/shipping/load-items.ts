import type { Prisma } from "@prisma/client";
import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { getFreeShippingCosts, getShippingItems, getUserShippingPreferences, listSellerItemIds } from "../marketplace/shipping";
import type { ShippingRow } from "../schemas/shipping";
import { hasFulfilment, readCategoriesFreeShipping } from "./category-modes";
import { toShippingCost, toShippingRow } from "./item-row";

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

/**
 * Every item of the seller as /shipping shows it. Cold: the item ids, the item multi-get (20 a call),
 * the free-shipping cost multi-get (50 a call), one modes record per distinct category and the user's
 * preferences; then kept in our database with the time it was read. Warm: our copy only.
 */
export async function loadShippingSnapshot(db: Db, marketplace: SellerClient, seller: SellerRef, { refresh = false, now = new Date() } = {}): Promise<ShippingSnapshot> {
  const listing = await db.shippingListing.findUnique({ where: { workspaceId: seller.workspaceId } });
  if (!refresh && listing && now.getTime() - listing.readAt.getTime() < SNAPSHOT_TTL_MS) {
    const stored = await db.shippingItemSnapshot.findMany({ where: { workspaceId: seller.workspaceId }, select: { row: true } });
    return { rows: stored.map((s) => s.row as unknown as ShippingRow), readAt: listing.readAt, siteId: listing.siteId, fulfilment: listing.fulfilment };
  }
  const ids = await listSellerItemIds(marketplace, seller.sellerId);
  const [items, costs, preferences] = await Promise.all([getShippingItems(marketplace, ids), getFreeShippingCosts(marketplace, ids), getUserShippingPreferences(marketplace, seller.sellerId)]);
  const categories = await readCategoriesFreeShipping(marketplace, seller.sellerId, items.map((i) => i.category_id));
  const order = new Map(ids.map((id, i) => [id, i]));
  const rows = items
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((item) => toShippingRow(item, categories.get(item.category_id)?.accepts ?? null, toShippingCost(costs.get(item.id) ?? null)));
  const fulfilment = hasFulfilment(preferences);
  await db.$transaction([
    db.shippingItemSnapshot.deleteMany({ where: { workspaceId: seller.workspaceId } }),
    db.shippingItemSnapshot.createMany({ data: rows.map((row) => ({ workspaceId: seller.workspaceId, itemId: row.id, row: row as unknown as Prisma.InputJsonValue, readAt: now })) }),
    db.shippingListing.upsert({
      where: { workspaceId: seller.workspaceId },
      create: { workspaceId: seller.workspaceId, readAt: now, total: rows.length, siteId: seller.siteId, fulfilment },
      update: { readAt: now, total: rows.length, siteId: seller.siteId, fulfilment },
    }),
  ]);
  return { rows, readAt: now, siteId: seller.siteId, fulfilment };
}

/** After a save: our copy of one item follows the marketplace's answer. */
export async function storeShippingRow(db: Db, workspaceId: string, row: ShippingRow, now = new Date()): Promise<void> {
  const data = { row: row as unknown as Prisma.InputJsonValue, readAt: now };
  await db.shippingItemSnapshot.upsert({ where: { workspaceId_itemId: { workspaceId, itemId: row.id } }, create: { workspaceId, itemId: row.id, ...data }, update: data });
}
