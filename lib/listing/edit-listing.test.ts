import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Item } from "../../sandbox/catalog/types";
import { SELLER, startSandbox, type RunningSandbox } from "../../sandbox/testing";
import { listAuditForObject } from "../audit/audit";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import { subscribeLiveEvents } from "../live/bus";
import type { SellerClient } from "../marketplace/client";
import { createHttp } from "../marketplace/http";
import type { LiveEvent } from "../schemas/live-events";
import { createPgliteDatabase, type TestDatabase } from "../testing/databases";
import { editListing, LISTING_EDIT_AUDIT, readEditableListing } from "./edit-listing";

// The guards against the sandbox's own rules, over HTTP, with our database: each test fails if its guard goes.
let sandbox: RunningSandbox;
let database: TestDatabase;
let db: Db;
let close: () => Promise<void>;
let marketplace: SellerClient;
let token: string;
const WORKSPACE = "ws-listing-edits";

beforeAll(async () => {
  sandbox = await startSandbox();
  database = createPgliteDatabase();
  ({ db, close } = await database.open());
}, 180_000);
afterAll(async () => {
  await close();
  await database.drop();
  await sandbox.close();
});
beforeEach(async () => {
  sandbox.sandbox.reset();
  await db.auditEntry.deleteMany();
  await db.itemSnapshot.deleteMany();
  token = await sandbox.tokenFor(SELLER.MLA);
  const http = createHttp({ baseUrl: sandbox.url, timeoutMs: 5_000, backoffMs: 1 });
  marketplace = (path, options) => http(path, { ...options, token });
}, 60_000);

const state = () => sandbox.sandbox.ctx.state;
const deps = () => ({ db, marketplace, owner: { workspaceId: WORKSPACE, sellerId: SELLER.MLA }, userId: null });
const mine = (where: (item: Item) => boolean): Item => {
  const found = state()
    .catalog.itemsBySeller.get(SELLER.MLA)!
    .map((id) => state().catalog.items.get(id)!)
    .find(where);
  if (!found) throw new Error("no seeded item fits");
  return found;
};
const plain = () =>
  mine((i) => i.status === "active" && i.buying_mode === "buy_it_now" && !i.variations && !state().listings.automation.has(i.id));
/** A change made on the marketplace itself, as the seller would in its own panel. */
const editOnMarketplace = (itemId: string, body: unknown) =>
  fetch(`${sandbox.url}/items/${itemId}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const refusal = async (promise: Promise<unknown>): Promise<AppError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
};

describe("editListing", () => {
  it("a stock edit reaches the marketplace, updates our copy, is audited with both values and tells open pages", async () => {
    const item = plain();
    const events: LiveEvent[] = [];
    const stop = subscribeLiveEvents(WORKSPACE, (event) => events.push(event));
    const result = await editListing(deps(), item.id, {
      expected: { availableQuantity: item.available_quantity },
      change: { availableQuantity: item.available_quantity + 5 },
    });
    stop();
    const target = item.available_quantity;
    expect(result.listing.availableQuantity).toBe(target);
    expect(state().catalog.items.get(item.id)!.available_quantity).toBe(target);
    expect((await db.itemSnapshot.findUnique({ where: { id: item.id } }))?.availableQuantity).toBe(target);
    const [entry] = await listAuditForObject(db, { workspaceId: WORKSPACE, objectType: "item", objectId: item.id });
    expect(entry).toMatchObject({
      action: LISTING_EDIT_AUDIT,
      result: "ok",
      before: { availableQuantity: target - 5 },
      after: { availableQuantity: target },
    });
    expect(events).toContainEqual({ type: "item.updated", itemId: item.id });
  });

  it("a stock changed on the marketplace meanwhile is caught with both values and not overwritten", async () => {
    const item = plain();
    const shown = item.available_quantity;
    expect((await editOnMarketplace(item.id, { available_quantity: shown + 20 })).status).toBe(200);
    const error = await refusal(editListing(deps(), item.id, { expected: { availableQuantity: shown }, change: { availableQuantity: 1 } }));
    expect(error.code).toBe("listing_changed");
    expect((error.details as { conflicts: unknown[] }).conflicts).toEqual([
      { field: "availableQuantity", yours: shown, theirs: shown + 20 },
    ]);
    expect(state().catalog.items.get(item.id)!.available_quantity).toBe(shown + 20);
  });

  it("a teammate's pause meanwhile is a status conflict for a reactivation sent from the old view", async () => {
    const item = plain();
    await editListing(deps(), item.id, { expected: { status: "active" }, change: { status: "paused" } });
    const error = await refusal(editListing(deps(), item.id, { expected: { status: "active" }, change: { status: "closed" } }));
    expect(error.code).toBe("listing_changed");
    expect(state().catalog.items.get(item.id)!.status).toBe("paused");
  });

  it("a price on a listing with automation is not sent until the seller confirms; then the automation is off", async () => {
    const itemId = [...state().listings.automation.keys()].find((id) => state().catalog.items.get(id)!.seller_id === SELLER.MLA)!;
    const price = state().catalog.items.get(itemId)!.price;
    const error = await refusal(editListing(deps(), itemId, { expected: { price }, change: { price: price + 10 } }));
    expect(error.code).toBe("price_automation_unconfirmed");
    expect(state().catalog.items.get(itemId)!.price).toBe(price);
    const done = await editListing(deps(), itemId, { expected: { price }, change: { price: price + 10 }, confirmAutomationOff: true });
    expect(done).toMatchObject({ automationSwitchedOff: true, listing: { price: price + 10, priceAutomation: false } });
    expect(state().listings.automation.get(itemId)!.status).toBe("INACTIVE");
  });

  it("a price under the category's minimum is refused before anything is sent", async () => {
    const item = plain();
    const listing = await readEditableListing(marketplace, SELLER.MLA, item.id);
    expect(listing.priceLimits.min).toBeGreaterThan(0);
    const before = state().catalog.items.get(item.id)!.last_updated;
    const error = await refusal(
      editListing(deps(), item.id, { expected: { price: item.price }, change: { price: listing.priceLimits.min! / 2 } }),
    );
    expect(error.code).toBe("price_out_of_range");
    expect(error.details).toMatchObject({ min: listing.priceLimits.min });
    expect(state().catalog.items.get(item.id)!.last_updated).toBe(before);
  });

  it("a closed listing is read-only and one under review waits", async () => {
    const closed = mine((i) => i.status === "closed");
    expect((await refusal(editListing(deps(), closed.id, { expected: {}, change: { availableQuantity: 3 } }))).code).toBe(
      "listing_read_only",
    );
    const reviewed = plain();
    reviewed.status = "under_review";
    expect((await refusal(editListing(deps(), reviewed.id, { expected: {}, change: { availableQuantity: 3 } }))).code).toBe(
      "listing_under_review",
    );
  });

  it("a listing with variations changes stock per variation; a whole-listing stock is refused", async () => {
    const item = mine((i) => !!i.variations?.length);
    const [v] = item.variations!;
    expect((await refusal(editListing(deps(), item.id, { expected: {}, change: { availableQuantity: 5 } }))).code).toBe(
      "listing_edit_refused",
    );
    const done = await editListing(deps(), item.id, {
      expected: { variations: [{ id: v!.id, availableQuantity: v!.available_quantity }] },
      change: { variations: [{ id: v!.id, availableQuantity: 12 }] },
    });
    expect(done.listing.variations.find((x) => x.id === v!.id)?.availableQuantity).toBe(12);
  });

  it("reactivating a listing without stock is refused before sending", async () => {
    const item = plain();
    await editListing(deps(), item.id, { expected: {}, change: { availableQuantity: 0 } });
    expect((await refusal(editListing(deps(), item.id, { expected: {}, change: { status: "active" } }))).code).toBe("stock_out_of_range");
  });

  it("another seller's listing is forbidden", async () => {
    const other = state().catalog.items.get(state().catalog.itemsBySeller.get(SELLER.MLB)![0]!)!;
    expect((await refusal(editListing(deps(), other.id, { expected: {}, change: { availableQuantity: 1 } }))).code).toBe("forbidden");
  });
});
