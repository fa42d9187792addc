import { Prisma } from "@prisma/client";
import type { Db } from "../db/client";
import { sqlUtc, utcOfJson } from "../db/sql-time";
import type { SellerClient } from "../marketplace/client";
import { getItems, type MarketplaceItem } from "../marketplace/items";
import { getPublicUser } from "../marketplace/public-users";
import { itemThumbnail } from "../marketplace/thumbnail";

/** Price and stock move during the day; a question shown with yesterday's stock misleads the answer. */
export const ITEM_SNAPSHOT_TTL_MS = 10 * 60_000;
/** Nicknames almost never change. */
export const USER_SNAPSHOT_TTL_MS = 7 * 24 * 3600_000;
const USER_LOOKUP_CONCURRENCY = 8;

/** What our copy knows of some items' snapshots and which askers' nicknames are fresh (see snapshotFactsSql). */
export interface SnapshotFacts {
  items: Array<{ id: string; workspaceId: string; syncedAt: string }>;
  freshUsers: string[];
}

/**
 * Two columns for a SELECT list, `items` and `freshUsers` (JSON, as SnapshotFacts): a caller that reads
 * other rows anyway (a notification's question) gets these in the same round trip instead of two more.
 */
export function snapshotFactsSql(itemIds: string[], userIds: bigint[], now: Date) {
  return Prisma.sql`
    (SELECT coalesce(json_agg(json_build_object('id', id, 'workspaceId', workspace_id, 'syncedAt', synced_at)), '[]')
       FROM item_snapshots WHERE id = ANY(${itemIds}::text[])) AS items,
    (SELECT coalesce(json_agg(id::text), '[]') FROM marketplace_user_snapshots
       WHERE id = ANY(${userIds.map(String)}::bigint[]) AND synced_at > ${sqlUtc(new Date(now.getTime() - USER_SNAPSHOT_TTL_MS))}::timestamp(3)) AS "freshUsers"`;
}

async function readSnapshotFacts(db: Db, itemIds: string[], userIds: bigint[], now: Date): Promise<SnapshotFacts> {
  // Plain SQL: this runs for every processed notification, and a model query is compiled on the event loop.
  const [facts] = await db.$queryRaw<SnapshotFacts[]>`SELECT ${snapshotFactsSql(itemIds, userIds, now)}`;
  return facts!;
}

/**
 * Re-reads the items whose snapshot is missing or older than the TTL (multi-get, 20 per call). `known`:
 * the items' facts when the caller has just read them.
 */
export async function refreshItemSnapshots(
  db: Db,
  marketplace: SellerClient,
  workspaceId: string,
  itemIds: string[],
  now = new Date(),
  known?: SnapshotFacts["items"],
) {
  const ids = [...new Set(itemIds)];
  if (!ids.length) return;
  const facts = (known ?? (await readSnapshotFacts(db, ids, [], now)).items).map((f) => ({ ...f, syncedAt: utcOfJson(f.syncedAt) }));
  const staleBefore = now.getTime() - ITEM_SNAPSHOT_TTL_MS;
  // Another workspace's snapshot is never overwritten (an item has one seller; a mismatch is a bug or an attack).
  const skip = new Set(facts.filter((s) => s.workspaceId !== workspaceId || s.syncedAt.getTime() > staleBefore).map((s) => s.id));
  const stale = ids.filter((id) => !skip.has(id));
  if (!stale.length) return;
  await storeItemSnapshots(db, workspaceId, await getItems(marketplace, stale), now);
}

/**
 * Our copy of some items' facts, as just read from the marketplace (multi-get or search): one plain-SQL
 * statement for the whole batch (a Prisma model upsert costs about 3 ms of event-loop CPU each, and a
 * burst's first notifications meet many items not seen yet). Another workspace's row is never overwritten.
 */
export async function storeItemSnapshots(db: Db, workspaceId: string, read: MarketplaceItem[], now = new Date()): Promise<void> {
  // Keyed by id: one statement may not update a row twice.
  const items = [...new Map(read.map((item) => [item.id, item])).values()];
  if (!items.length) return;
  const column = <T>(of: (item: MarketplaceItem) => T) => items.map(of);
  await db.$executeRaw`
    INSERT INTO item_snapshots (id, workspace_id, title, thumbnail, price, currency_id, available_quantity, status, permalink, buying_mode, category_id, synced_at)
    SELECT id, ${workspaceId}, title, thumbnail, price, currency_id, available_quantity, status, permalink, buying_mode, category_id, ${sqlUtc(now)}::timestamp(3)
    FROM unnest(
      ${column((i) => i.id)}::text[],
      ${column((i) => i.title)}::text[],
      ${column(itemThumbnail)}::text[],
      ${column((i) => i.price ?? 0)}::float8[],
      ${column((i) => i.currency_id ?? "")}::text[],
      ${column((i) => i.available_quantity ?? 0)}::int[],
      ${column((i) => i.status ?? "unknown")}::text[],
      ${column((i) => i.permalink ?? null)}::text[],
      ${column((i) => i.buying_mode ?? null)}::text[],
      ${column((i) => i.category_id ?? null)}::text[]
    ) AS i(id, title, thumbnail, price, currency_id, available_quantity, status, permalink, buying_mode, category_id)
    ON CONFLICT (id) DO UPDATE SET
      title = EXCLUDED.title, thumbnail = EXCLUDED.thumbnail, price = EXCLUDED.price, currency_id = EXCLUDED.currency_id,
      available_quantity = EXCLUDED.available_quantity, status = EXCLUDED.status, permalink = EXCLUDED.permalink,
      buying_mode = coalesce(EXCLUDED.buying_mode, item_snapshots.buying_mode),
      category_id = coalesce(EXCLUDED.category_id, item_snapshots.category_id), synced_at = EXCLUDED.synced_at
    WHERE item_snapshots.workspace_id = EXCLUDED.workspace_id`;
}

/** Reads nicknames of askers not yet known (or long unseen), a few lookups at a time. `fresh`: as SnapshotFacts["freshUsers"], when the caller has just read it. */
export async function refreshUserSnapshots(
  db: Db,
  marketplace: SellerClient,
  userIds: bigint[],
  now = new Date(),
  fresh?: SnapshotFacts["freshUsers"],
) {
  const ids = [...new Set(userIds)];
  if (!ids.length) return;
  const known = new Set((fresh ?? (await readSnapshotFacts(db, [], ids, now)).freshUsers).map(BigInt));
  const missing = ids.filter((id) => !known.has(id));
  for (let i = 0; i < missing.length; i += USER_LOOKUP_CONCURRENCY) {
    const batch = missing.slice(i, i + USER_LOOKUP_CONCURRENCY);
    const users = await Promise.all(batch.map((id) => getPublicUser(marketplace, Number(id))));
    const found = [...new Map(users.flatMap((u) => (u ? [[u.id, u] as const] : []))).values()];
    if (!found.length) continue;
    await db.$executeRaw`
      INSERT INTO marketplace_user_snapshots (id, nickname, synced_at)
      SELECT id, nickname, ${sqlUtc(now)}::timestamp(3) FROM unnest(${found.map((u) => String(u.id))}::bigint[], ${found.map((u) => u.nickname)}::text[]) AS u(id, nickname)
      ON CONFLICT (id) DO UPDATE SET nickname = EXCLUDED.nickname, synced_at = EXCLUDED.synced_at`;
  }
}
