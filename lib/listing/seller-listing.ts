import type { Db } from "../db/client";
import { sqlUtc } from "../db/sql-time";
import { publishLiveEvent } from "../live/bus";
import { createSingleFlight } from "../single-flight";
import { storeItemSnapshots } from "../questions/refresh-snapshots";
import type { SellerClient } from "../marketplace/client";
import { getItems, listSellerItemIds, searchSellerListings, type MarketplaceItem } from "../marketplace/items";
import { itemThumbnail } from "../marketplace/thumbnail";
import { forgetItemsTables } from "../metrics/items-table-cache";
import { logger } from "../log";

const log = logger("listing");

/**
 * The seller's whole list of items (every status), kept in our database: item_listings holds the ids in
 * the marketplace's order, item_snapshots the facts of each. A page lists from this copy without asking
 * the marketplace; `items` notifications keep it current (a new listing is added, a changed one re-read),
 * and the sweep reads it whole again once it is old, in case a notification was lost.
 */

/**
 * Older than this, the sweep reads the list again in the background: notifications keep it current (and
 * the sweep replays the items missed feed), so this is the net for what neither brought. A whole read of
 * a big seller is hundreds of calls, hence hours, not minutes.
 */
export const LISTING_REFRESH_AFTER_MS = 6 * 3_600_000;
/** Older than this (the sweep has not been running), a page reads the list from the marketplace itself. */
export const LISTING_MAX_AGE_MS = 2 * LISTING_REFRESH_AFTER_MS;

export interface ListingOwner {
  workspaceId: string;
  sellerId: number;
  siteId: string;
}

export interface ListedItem {
  id: string;
  title: string;
  thumbnail: string | null;
  status: string | null;
  /** "classified" listings show a phone (only they have phone views) */
  buyingMode: string | null;
}

export interface Listing {
  /** every id, known before the facts when read from the marketplace (callers can start per-id reads) */
  ids: string[];
  items: Promise<ListedItem[]>;
  /** true when this list came from our database rather than the marketplace */
  fromCache: boolean;
}

const listed = (item: MarketplaceItem): ListedItem => ({
  id: item.id,
  title: item.title,
  thumbnail: itemThumbnail(item),
  status: item.status ?? null,
  buyingMode: item.buying_mode ?? null,
});

/** The seller's list: our copy when it was read within `maxAgeMs`, else the marketplace's (then stored). */
export async function sellerListing(
  db: Db,
  marketplace: SellerClient,
  owner: ListingOwner,
  { maxAgeMs = LISTING_MAX_AGE_MS, now = new Date() } = {},
): Promise<Listing> {
  return (await storedListing(db, marketplace, owner.workspaceId, now.getTime() - maxAgeMs)) ?? readListing(db, marketplace, owner, now);
}

/** For the sweep and a new connection: reads the list again when ours is missing or older than `olderThanMs`. */
export async function refreshListingIfOld(
  db: Db,
  marketplace: SellerClient,
  owner: ListingOwner,
  olderThanMs = LISTING_REFRESH_AFTER_MS,
  now = new Date(),
): Promise<void> {
  const stored = await db.itemListing.findUnique({ where: { workspaceId: owner.workspaceId }, select: { readAt: true } });
  if (stored && now.getTime() - stored.readAt.getTime() < olderThanMs) return;
  await (
    await readListing(db, marketplace, owner, now)
  ).items;
}

/**
 * An `items` notification: the item is read again and kept, and a new one joins the list (and /metrics's
 * stored listings tables are dropped, so the next look shows it). The notification says only which item;
 * the marketplace's answer says whose it is, and another seller's item is left out.
 */
export async function syncListedItem(
  db: Db,
  marketplace: SellerClient,
  owner: Pick<ListingOwner, "workspaceId" | "sellerId">,
  itemId: string,
  now = new Date(),
): Promise<void> {
  const [item] = await getItems(marketplace, [itemId]);
  if (!item || item.seller_id !== owner.sellerId) return;
  await storeItemSnapshots(db, owner.workspaceId, [item], now);
  // A stock, price or status change made anywhere (here, on the marketplace, by a teammate) shows at once.
  publishLiveEvent(owner.workspaceId, { type: "item.updated", itemId: item.id });
  const joined = await db.$executeRaw`
    UPDATE item_listings SET item_ids = array_append(item_ids, ${item.id})
    WHERE workspace_id = ${owner.workspaceId} AND NOT (${item.id} = ANY(item_ids))`;
  if (joined) await forgetItemsTables(db, owner.sellerId);
}

type StoredRow = { read_at: Date; item_ids: string[]; items: ListedItem[] };

async function storedListing(db: Db, marketplace: SellerClient, workspaceId: string, notBeforeMs: number): Promise<Listing | null> {
  // One round trip for the list and its facts.
  const [row] = await db.$queryRaw<StoredRow[]>`
    SELECT l.read_at, l.item_ids,
      (SELECT coalesce(json_agg(json_build_object('id', s.id, 'title', s.title, 'thumbnail', s.thumbnail, 'status', s.status, 'buyingMode', s.buying_mode)), '[]')
         FROM item_snapshots s WHERE s.id = ANY(l.item_ids) AND s.workspace_id = l.workspace_id) AS items
    FROM item_listings l WHERE l.workspace_id = ${workspaceId}`;
  if (!row) return null;
  if (row.read_at.getTime() < notBeforeMs) return null;
  const byId = new Map(row.items.map((item) => [item.id, item]));
  // A snapshot can be missing (another workspace holds the item, or a write failed): read just those.
  const missing = row.item_ids.filter((id) => !byId.has(id));
  const items = (missing.length ? getItems(marketplace, missing).then((read) => read.map(listed)) : Promise.resolve([])).then((read) => {
    for (const item of read) byId.set(item.id, item);
    return row.item_ids.flatMap((id) => byId.get(id) ?? []);
  });
  return { ids: row.item_ids, items, fromCache: true };
}

/** Reads in flight per workspace: a page opening while the sweep reads the list joins that read. */
// The read ends when its items are in (the ids come first), so the key stays taken until then.
const reads = createSingleFlight<string, Listing>({ settled: (listing) => listing.items });

/**
 * The list from the marketplace in as few calls as the interface allows: the search by seller gives the
 * active ones with their facts 50 a call; the ids it did not return (paused, closed, or not in the public
 * index yet) go through the multi-get, 20 a call. A failed search only costs calls.
 */
function readListing(db: Db, marketplace: SellerClient, owner: ListingOwner, now: Date): Promise<Listing> {
  return reads.run(owner.workspaceId, async (): Promise<Listing> => {
    const idsRead = listSellerItemIds(marketplace, owner.sellerId);
    idsRead.catch(() => undefined); // awaited below; this only keeps the search's fallback from leaving it unhandled
    // Where the marketplace closes its public search (403, the real API), the search falls back to these ids.
    const searched = searchSellerListings(marketplace, owner.siteId, owner.sellerId, idsRead).catch((error: unknown) => {
      log.warn({ err: error }, "the search by seller failed; reading every listing through the multi-get");
      return [] as MarketplaceItem[];
    });
    const ids = await idsRead;
    const items = searched.then(async (found) => {
      const own = new Set(ids);
      const byId = new Map(found.filter((f) => own.has(f.id)).map((f) => [f.id, f]));
      for (const item of await getItems(
        marketplace,
        ids.filter((id) => !byId.has(id)),
      ))
        byId.set(item.id, item);
      const read = ids.flatMap((id) => byId.get(id) ?? []);
      await storeListing(db, owner.workspaceId, read, now);
      return read.map(listed);
    });
    return { ids, items, fromCache: false };
  });
}

/**
 * Stores a whole read. An item an `items` notification added while the read was under way (its snapshot
 * is newer than the read's start) stays in the list, after the ones read.
 */
async function storeListing(db: Db, workspaceId: string, items: MarketplaceItem[], startedAt: Date): Promise<void> {
  await storeItemSnapshots(db, workspaceId, items, startedAt);
  const ids = items.map((item) => item.id);
  await db.$executeRaw`
    INSERT INTO item_listings (workspace_id, item_ids, read_at) VALUES (${workspaceId}, ${ids}::text[], ${sqlUtc(startedAt)}::timestamp(3))
    ON CONFLICT (workspace_id) DO UPDATE SET read_at = EXCLUDED.read_at,
      item_ids = EXCLUDED.item_ids || ARRAY(
        SELECT s.id FROM unnest(item_listings.item_ids) AS kept(id) JOIN item_snapshots s ON s.id = kept.id
        WHERE s.workspace_id = ${workspaceId} AND s.synced_at > EXCLUDED.read_at AND NOT (s.id = ANY(EXCLUDED.item_ids)))`;
}
