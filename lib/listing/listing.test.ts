import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSandbox } from "../../sandbox/testing";
import { listSellerItemIds } from "../marketplace/items";
import { createInboxFixture, sandboxControl, type InboxFixture } from "../testing/test-inbox";
import { ITEMS_TABLE_KEY, LISTING_CHANGED_MARKER } from "../metrics/items-table-cache";
import {
  LISTING_MAX_AGE_MS,
  LISTING_REFRESH_AFTER_MS,
  refreshListingIfOld,
  sellerListing,
  syncListedItem,
  type ListingOwner,
} from "./seller-listing";

let f: InboxFixture;
let owner: ListingOwner;

const control = (path: string, body?: unknown) => sandboxControl(f.sandbox).control(path, body);
const newestRequestId = () => sandboxControl(f.sandbox).newestRequestId();
const requestsSince = (id: number) => sandboxControl(f.sandbox).requestsSince(id);
/** Adds one generated listing to the seller (the sandbox's catalog control) and says its id. */
async function newListing(): Promise<string> {
  const before = new Set(await listSellerItemIds(f.a.marketplace, f.a.sellerId));
  await control(`/__sandbox/sellers/${f.a.sellerId}/items`, { total: before.size + 1 });
  return (await listSellerItemIds(f.a.marketplace, f.a.sellerId)).find((id) => !before.has(id))!;
}

beforeAll(async () => {
  f = await createInboxFixture(await startSandbox());
  owner = { workspaceId: f.a.id, sellerId: f.a.sellerId, siteId: "MLA" };
}, 120_000);
afterAll(() => f.close());
beforeEach(async () => {
  await f.db.itemListing.deleteMany();
  await f.db.metricsCache.deleteMany();
  await control("/__sandbox/faults", null);
});

describe("the seller's list of items", () => {
  it("is read from the marketplace once, then served from our copy with no upstream call until it is old", async () => {
    const first = await sellerListing(f.db, f.a.marketplace, owner);
    const items = await first.items;
    expect(first.fromCache).toBe(false);
    expect(items.map((i) => i.id)).toEqual(await listSellerItemIds(f.a.marketplace, f.a.sellerId));
    expect(items.every((i) => i.title && i.status && i.buyingMode)).toBe(true);

    const mark = await newestRequestId();
    const second = await sellerListing(f.db, f.a.marketplace, owner);
    expect(second.fromCache).toBe(true);
    expect(await second.items).toEqual(items);
    expect(await requestsSince(mark)).toEqual([]);

    const old = await sellerListing(f.db, f.a.marketplace, owner, { now: new Date(Date.now() + LISTING_MAX_AGE_MS + 60_000) });
    expect(old.fromCache).toBe(false);
    await old.items;
  });

  it("the background read skips a recent copy and reads an old one", async () => {
    await refreshListingIfOld(f.db, f.a.marketplace, owner);
    const readAt = (await f.db.itemListing.findUniqueOrThrow({ where: { workspaceId: owner.workspaceId } })).readAt;
    const mark = await newestRequestId();
    await refreshListingIfOld(f.db, f.a.marketplace, owner);
    expect(await requestsSince(mark)).toEqual([]);
    const later = new Date(Date.now() + LISTING_REFRESH_AFTER_MS + 60_000);
    await refreshListingIfOld(f.db, f.a.marketplace, owner, undefined, later);
    expect((await f.db.itemListing.findUniqueOrThrow({ where: { workspaceId: owner.workspaceId } })).readAt).toEqual(later);
    expect(readAt.getTime()).toBeLessThan(later.getTime());
  });

  it("an items notification adds a new listing to our copy and re-reads a changed one; another seller's item stays out", async () => {
    await (
      await sellerListing(f.db, f.a.marketplace, owner)
    ).items;
    const stored = (key: string) => ({ sellerId: f.a.sellerId, key, payload: {}, readAt: new Date() });
    await f.db.metricsCache.createMany({
      data: [stored(`${ITEMS_TABLE_KEY}2026-01-01:2026-01-30`), stored("account:visits:day:2026-01-01:2026-01-30")],
    });
    const added = await newListing();
    await syncListedItem(f.db, f.a.marketplace, owner, added);
    // /metrics's stored listings tables lack the new listing: they go (and the marker that stops a read
    // under way from storing one moves); the account's series stay.
    expect((await f.db.metricsCache.findMany({ where: { sellerId: f.a.sellerId }, orderBy: { key: "asc" } })).map((r) => r.key)).toEqual([
      "account:visits:day:2026-01-01:2026-01-30",
      LISTING_CHANGED_MARKER,
    ]);
    const listing = await sellerListing(f.db, f.a.marketplace, owner);
    expect(listing.fromCache).toBe(true);
    expect(listing.ids.at(-1)).toBe(added);
    expect((await listing.items).at(-1)).toMatchObject({ id: added, status: "active" });

    await syncListedItem(f.db, f.a.marketplace, owner, added); // the same notification again: still once
    expect((await sellerListing(f.db, f.a.marketplace, owner)).ids.filter((id) => id === added)).toHaveLength(1);

    const [foreign] = await listSellerItemIds(f.b.marketplace, f.b.sellerId);
    await syncListedItem(f.db, f.a.marketplace, owner, foreign!);
    expect((await sellerListing(f.db, f.a.marketplace, owner)).ids).not.toContain(foreign);
    expect(await f.db.itemSnapshot.count({ where: { id: foreign!, workspaceId: owner.workspaceId } })).toBe(0);
  });

  it("a whole read keeps a listing that a notification added while the read was under way", async () => {
    const startedAt = new Date(Date.now() - 60_000);
    await refreshListingIfOld(f.db, f.a.marketplace, owner, 0, startedAt);
    const ids = await listSellerItemIds(f.a.marketplace, f.a.sellerId);
    const added = await newListing();
    await syncListedItem(f.db, f.a.marketplace, owner, added);
    // A read that began before the listing existed: the id list it got from the marketplace (one page, here)
    // does not have it yet.
    const page = ids.slice(0, 100);
    await control("/__sandbox/faults", {
      method: "GET",
      path: `/users/${f.a.sellerId}/items/search`,
      status: 200,
      body: { results: page, paging: { total: page.length } },
      count: 1,
    });
    await refreshListingIfOld(f.db, f.a.marketplace, owner, 0, startedAt);
    expect((await f.db.itemListing.findUniqueOrThrow({ where: { workspaceId: owner.workspaceId } })).itemIds).toEqual([...page, added]);
  });
});
