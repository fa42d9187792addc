import type { Db } from "../db/client";
import { writeAll } from "../db/write-all";
import type { SellerClient } from "../marketplace/client";
import { getItems } from "../marketplace/items";
import { getPublicUser } from "../marketplace/public-users";

/** Price and stock move during the day; a question shown with yesterday's stock misleads the answer. */
export const ITEM_SNAPSHOT_TTL_MS = 10 * 60_000;
/** Nicknames almost never change. */
export const USER_SNAPSHOT_TTL_MS = 7 * 24 * 3600_000;
const USER_LOOKUP_CONCURRENCY = 8;

/** Re-reads the items whose snapshot is missing or older than the TTL (multi-get, 20 per call). */
export async function refreshItemSnapshots(db: Db, marketplace: SellerClient, workspaceId: string, itemIds: string[], now = new Date()) {
  const ids = [...new Set(itemIds)];
  if (!ids.length) return;
  const known = await db.itemSnapshot.findMany({ where: { id: { in: ids } }, select: { id: true, workspaceId: true, syncedAt: true } });
  const staleBefore = now.getTime() - ITEM_SNAPSHOT_TTL_MS;
  // Another workspace's snapshot is never overwritten (an item has one seller; a mismatch is a bug or an attack).
  const skip = new Set(known.filter((s) => s.workspaceId !== workspaceId || s.syncedAt.getTime() > staleBefore).map((s) => s.id));
  const stale = ids.filter((id) => !skip.has(id));
  if (!stale.length) return;
  const items = await getItems(marketplace, stale);
  await writeAll(
    db,
    items.map((item) => {
      const data = {
        workspaceId,
        title: item.title,
        thumbnail: item.secure_thumbnail ?? item.thumbnail ?? null,
        price: item.price ?? 0,
        currencyId: item.currency_id ?? "",
        availableQuantity: item.available_quantity ?? 0,
        status: item.status ?? "unknown",
        permalink: item.permalink ?? null,
        syncedAt: now,
      };
      return db.itemSnapshot.upsert({ where: { id: item.id }, create: { id: item.id, ...data }, update: data });
    }),
  );
}

/** Reads nicknames of askers not yet known (or long unseen), a few lookups at a time. */
export async function refreshUserSnapshots(db: Db, marketplace: SellerClient, userIds: bigint[], now = new Date()) {
  const ids = [...new Set(userIds)];
  if (!ids.length) return;
  const fresh = await db.marketplaceUserSnapshot.findMany({
    where: { id: { in: ids }, syncedAt: { gt: new Date(now.getTime() - USER_SNAPSHOT_TTL_MS) } },
    select: { id: true },
  });
  const known = new Set(fresh.map((u) => u.id));
  const missing = ids.filter((id) => !known.has(id));
  for (let i = 0; i < missing.length; i += USER_LOOKUP_CONCURRENCY) {
    const batch = missing.slice(i, i + USER_LOOKUP_CONCURRENCY);
    const users = await Promise.all(batch.map((id) => getPublicUser(marketplace, Number(id))));
    await writeAll(
      db,
      users.flatMap((u) =>
        u ? [db.marketplaceUserSnapshot.upsert({ where: { id: BigInt(u.id) }, create: { id: BigInt(u.id), nickname: u.nickname, syncedAt: now }, update: { nickname: u.nickname, syncedAt: now } })] : [],
      ),
    );
  }
}
