import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../../sandbox/testing";
import { listAuditForObject } from "../audit/audit";
import { refreshListingIfOld } from "../listing/seller-listing";
import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { createHttp } from "../marketplace/http";
import { getFreeShippingCosts } from "../marketplace/shipping";
import { processRunItems } from "../runs/process";
import { createRun, getRunSummary, listRunItems, retryFailedRunItems } from "../runs/store";
import { createRunRegistry } from "../runs/types";
import type { ShippingRow } from "../schemas/shipping";
import { createPgliteDatabase, type TestDatabase } from "../testing/databases";
import { applyFreeShippingChange } from "./apply-change";
import { FREE_SHIPPING_RUN, freeShippingRunHandler, previewBulk } from "./bulk-run";
import { CATEGORY_MODES_TTL_MS } from "./category-modes";
import { loadShippingSnapshot, SNAPSHOT_TTL_MS, storeShippingRow } from "./load-items";
import { restorePreviousShipping } from "./restore-shipping";
import { restoreShippingPut } from "./shipping-block";

let sandbox: RunningSandbox;
let database: TestDatabase;
let db: Db;
let close: () => Promise<void>;

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
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
  await db.shippingListing.deleteMany();
  await db.shippingItemSnapshot.deleteMany();
  await db.shippingCategoryModes.deleteMany();
}, 60_000);

async function clientFor(sellerId: number): Promise<SellerClient> {
  const http = createHttp({ baseUrl: sandbox.url, timeoutMs: 5_000, backoffMs: 1 });
  const token = await sandbox.tokenFor(sellerId);
  return (path, options) => http(path, { ...options, token });
}

async function control(method: string, path: string, body?: unknown) {
  const res = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return res.json() as Promise<any>;
}

/** Requests the sandbox served since `mark()` (the log is newest first; reset would revoke tokens). */
let sinceId = 0;
async function mark() {
  const [last] = (await control("GET", "/__sandbox/requests?limit=1")) as Array<{ id: number }>;
  sinceId = last?.id ?? 0;
}
async function upstreamCalls(prefix: string): Promise<Array<{ id: number; method: string; path: string; query: string }>> {
  const all = (await control("GET", `/__sandbox/requests?path=${encodeURIComponent(prefix)}&limit=20000`)) as Array<{
    id: number;
    method: string;
    path: string;
    query: string;
  }>;
  return all.filter((r) => r.id > sinceId);
}

async function sandboxItem(id: string) {
  return (await fetch(`${sandbox.url}/items/${id}`).then((r) => r.json())) as {
    shipping: {
      mode: string;
      free_shipping: boolean;
      free_methods: Array<{ id: number; rule: { free_mode: string; value: string[] | null } }>;
      methods: unknown[];
    };
  };
}

async function setup(site: "MLA" | "MLB") {
  const sellerId = SELLER[site];
  const workspaceId = `ws-${site}`;
  await db.workspace.upsert({
    where: { id: workspaceId },
    create: { id: workspaceId, sellerId: BigInt(sellerId), nickname: site, siteId: site },
    update: {},
  });
  const user = await db.user.upsert({
    where: { email: `${site}@test` },
    create: { name: `Ana ${site}`, email: `${site}@test` },
    update: {},
  });
  const marketplace = await clientFor(sellerId);
  const snapshot = await loadShippingSnapshot(db, marketplace, { workspaceId, sellerId, siteId: site });
  const seller = { workspaceId, sellerId, siteId: site, fulfilment: snapshot.fulfilment };
  return { marketplace, snapshot, seller, userId: user.id };
}

const pickable = (rows: ShippingRow[], accepts: boolean) =>
  rows.filter((r) => r.mode === "me2" && !r.freeShipping && !r.classified && r.status === "active" && r.categoryAcceptsFree === accepts);

describe("free-shipping cost multi-get", () => {
  it("is batched at 50: a 51st id never goes in one call", async () => {
    const marketplace = await clientFor(SELLER.MLA);
    const real = (await upstreamCallsAfterSearch(marketplace)).slice(0, 60);
    const ids = [...real, ...Array.from({ length: 101 - real.length }, (_, i) => `MLA${9_000_000_000 + i}`)];
    await mark();
    const costs = await getFreeShippingCosts(marketplace, ids);
    expect(costs.size).toBe(101);
    expect(real.every((id) => costs.get(id) !== null)).toBe(true);
    const calls = (await upstreamCalls("/items/shipping_options/free")).map((c) => new URLSearchParams(c.query).get("ids")!.split(","));
    expect(calls.length).toBe(3);
    expect(calls.every((c) => c.length <= 50)).toBe(true);
    expect(calls.flat().sort()).toEqual([...ids].sort());
  });
});

async function upstreamCallsAfterSearch(marketplace: SellerClient): Promise<string[]> {
  const { listSellerItemIds } = await import("../marketplace/items");
  return listSellerItemIds(marketplace, SELLER.MLA);
}

describe("/shipping data", () => {
  it("cold: ceil(items / 50) cost calls; warm: no upstream call", async () => {
    await mark();
    const { snapshot, marketplace, seller } = await setup("MLA");
    const costCalls = await upstreamCalls("/items/shipping_options/free");
    const listed = await upstreamCallsAfterSearch(marketplace);
    expect(costCalls.length).toBe(Math.ceil(listed.length / 50));
    expect(snapshot.rows.some((r) => r.cost && r.cost.discountRate > 0)).toBe(true);
    await mark();
    const warm = await loadShippingSnapshot(db, marketplace, seller);
    expect(warm.rows.length).toBe(snapshot.rows.length);
    expect((await upstreamCalls("/")).length).toBe(0);
  });
});

describe("/shipping data for a seller with 500 items", () => {
  it("cold: ceil(500 / 50) cost calls and one modes call per category, then none for a day; warm: no call, a save shows", async () => {
    const grown = await control("POST", `/__sandbox/sellers/${SELLER.MLA}/items`, { total: 500 });
    expect(grown.total).toBe(500);
    const workspaceId = "ws-MLA";
    await db.workspace.upsert({
      where: { id: workspaceId },
      create: { id: workspaceId, sellerId: BigInt(SELLER.MLA), nickname: "MLA", siteId: "MLA" },
      update: {},
    });
    const marketplace = await clientFor(SELLER.MLA);
    const seller = { workspaceId, sellerId: SELLER.MLA, siteId: "MLA" };
    const count = (calls: Array<{ path: string }>, path: string) => calls.filter((c) => c.path === path).length;
    // Our copy of the seller's list holds the 500, as connecting or the sweep would leave it (lib/listing).
    await refreshListingIfOld(db, marketplace, seller, 0);

    await mark();
    const first = await loadShippingSnapshot(db, marketplace, seller, { refresh: true });
    let calls = await upstreamCalls("/");
    expect(first.rows.length).toBe(500);
    const categories = new Set(first.rows.map((r) => r.categoryId)).size;
    expect(count(calls, "/items/shipping_options/free")).toBe(10);
    expect(count(calls, `/users/${SELLER.MLA}/shipping_modes`)).toBe(categories);

    // After the 15 min TTL the next load reads items and costs again; the list and the modes from our copies.
    await mark();
    const second = await loadShippingSnapshot(db, marketplace, seller, { now: new Date(Date.now() + SNAPSHOT_TTL_MS + 1000) });
    calls = await upstreamCalls("/");
    expect(count(calls, "/items/shipping_options/free")).toBe(10);
    expect(count(calls, `/users/${SELLER.MLA}/shipping_modes`)).toBe(0);
    expect(calls.length).toBe(25 + 10 + 1); // item multi-gets of 20, cost multi-gets of 50, preferences
    expect(second.rows.map((r) => [r.id, r.categoryAcceptsFree])).toEqual(first.rows.map((r) => [r.id, r.categoryAcceptsFree]));

    // "Read again" asks the marketplace for the ids again (a listing published without a notification shows).
    await control("POST", `/__sandbox/sellers/${SELLER.MLA}/items`, { total: 501 });
    await mark();
    const refreshed = await loadShippingSnapshot(db, marketplace, seller, { refresh: true });
    expect(count(await upstreamCalls("/"), `/users/${SELLER.MLA}/items/search`)).toBe(Math.ceil(501 / 100));
    expect(refreshed.rows.length).toBe(501);

    // A day later the modes records are read again.
    await mark();
    await loadShippingSnapshot(db, marketplace, seller, { refresh: true, now: new Date(Date.now() + CATEGORY_MODES_TTL_MS + 1000) });
    expect(count(await upstreamCalls("/"), `/users/${SELLER.MLA}/shipping_modes`)).toBe(
      new Set(refreshed.rows.map((r) => r.categoryId)).size,
    );

    await mark();
    const warm = await loadShippingSnapshot(db, marketplace, seller);
    expect(warm.rows.map((r) => r.id)).toEqual(refreshed.rows.map((r) => r.id));
    expect((await upstreamCalls("/")).length).toBe(0);
    // A save (here or on another instance) is seen by the next warm load, in the row's own place.
    const changed = { ...warm.rows[7]!, freeShipping: !warm.rows[7]!.freeShipping };
    await storeShippingRow(db, workspaceId, changed);
    const after = await loadShippingSnapshot(db, marketplace, seller);
    expect(after.rows[7]).toEqual(changed);
    expect(after.rows.map((r) => r.id)).toEqual(refreshed.rows.map((r) => r.id));
  });
});

describe("configuration", () => {
  it("reads modes, preferences and site methods, and never the removed site shipping options (410)", async () => {
    const { readShippingConfig } = await import("./config-view");
    await mark();
    const { marketplace, snapshot } = await setup("MLB");
    const categoryId = snapshot.rows.find((r) => r.categoryAcceptsFree)!.categoryId;
    const config = await readShippingConfig(marketplace, SELLER.MLB, "MLB", categoryId);
    expect(config.category).toMatchObject({
      acceptsFree: true,
      rules: expect.arrayContaining([{ freeMode: "exclude_region", regions: ["BR-NO", "BR-NE", "BR-RISK"] }]),
    });
    expect(config.category!.standardPackage).not.toBeNull();
    expect(config.siteMethods.length).toBeGreaterThan(0);
    expect(config.user.logistics.some((l) => l.mode === "me2")).toBe(true);
    expect(await upstreamCalls("/sites/MLB/shipping_options")).toEqual([]);
    expect((await fetch(`${sandbox.url}/sites/MLB/shipping_options`)).status).toBe(410);
  });
});

describe("turning free shipping on and off", () => {
  it("MLA me2: on stores the country rule, off empties methods and free_methods, both audited", async () => {
    const { marketplace, snapshot, seller, userId } = await setup("MLA");
    const row = pickable(snapshot.rows, true)[0]!;
    const on = await applyFreeShippingChange({ db, marketplace, seller, userId }, row.id, "on");
    expect(on).toMatchObject({ status: "done", plan: { kind: "me2_country" }, row: { freeShipping: true, freeRule: "country" } });
    const stored = await sandboxItem(row.id);
    expect(stored.shipping.free_methods[0]!.rule).toEqual({ free_mode: "country", value: null });
    const off = await applyFreeShippingChange({ db, marketplace, seller, userId }, row.id, "off");
    expect(off).toMatchObject({ status: "done", plan: { kind: "off" }, row: { freeShipping: false } });
    const after = await sandboxItem(row.id);
    expect(after.shipping).toMatchObject({ free_shipping: false, free_methods: [], methods: [] });
    const history = await listAuditForObject(db, { workspaceId: seller.workspaceId, objectType: "item", objectId: row.id });
    expect(history.map((h) => h.action)).toEqual(["free_shipping.off", "free_shipping.on"]);
    expect(history[1]).toMatchObject({
      before: { freeShipping: false },
      after: { freeShipping: true, freeRule: "country" },
      user: { name: "Ana MLA" },
    });
  });

  it("MLB: the stored country rule leaves out North, Northeast and risk areas", async () => {
    const { marketplace, snapshot, seller, userId } = await setup("MLB");
    const row = pickable(snapshot.rows, true)[0]!;
    const on = await applyFreeShippingChange({ db, marketplace, seller, userId }, row.id, "on");
    expect(on).toMatchObject({
      status: "done",
      plan: { kind: "me2_country", excludedRegions: ["BR-NO", "BR-NE", "BR-RISK"] },
      row: { freeRule: "country_excluding_regions" },
    });
    expect((await sandboxItem(row.id)).shipping.free_methods[0]!.rule.value).toEqual(["BR-NO", "BR-NE", "BR-RISK"]);
  });

  it("a category that refuses free shipping gets custom free shipping where fulfilment runs", async () => {
    const { marketplace, snapshot, seller, userId } = await setup("MLA");
    expect(seller.fulfilment).toBe(true);
    const row = pickable(snapshot.rows, false)[0];
    if (!row) return expect.fail("the MLA seller should have an item in a category that refuses free shipping");
    const on = await applyFreeShippingChange({ db, marketplace, seller, userId, allowModeChange: true }, row.id, "on");
    expect(on).toMatchObject({
      status: "done",
      plan: { kind: "custom", costPerSale: null },
      row: { freeShipping: true, freeRule: "custom", mode: "not_specified" },
    });
    const denied = await applyFreeShippingChange(
      { db, marketplace, seller: { ...seller, fulfilment: false }, userId, allowModeChange: true },
      pickable(snapshot.rows, false)[1]?.id ?? row.id,
      "on",
    );
    expect(denied.status === "refused" || (denied.status === "done" && denied.plan.kind === "unchanged")).toBe(true);
  });

  it("a marketplace validation error comes back in its words and changes nothing", async () => {
    const { marketplace, snapshot, seller, userId } = await setup("MLA");
    const row = pickable(snapshot.rows, true)[0]!;
    const cause = [
      {
        type: "error",
        code: "item.shipping.free_shipping.not_allowed",
        references: ["item.shipping"],
        message: "Free shipping is not allowed for this item",
      },
    ];
    await control("POST", "/__sandbox/faults", {
      method: "PUT",
      path: `/items/${row.id}`,
      status: 400,
      body: { message: "Validation error", error: "validation_error", status: 400, cause },
    });
    const out = await applyFreeShippingChange({ db, marketplace, seller, userId }, row.id, "on");
    expect(out).toMatchObject({
      status: "refused",
      code: "validation_error",
      causes: [{ code: "item.shipping.free_shipping.not_allowed", message: "Free shipping is not allowed for this item" }],
    });
    expect((await sandboxItem(row.id)).shipping.free_shipping).toBe(false);
  });
});

describe("changes that take a listing off Mercado Envíos", () => {
  it("the bulk preview names every listing whose mode would change and leaves it out unless included", async () => {
    const { snapshot, seller } = await setup("MLA");
    const accepting = pickable(snapshot.rows, true).slice(0, 2);
    const refusing = pickable(snapshot.rows, false)[0]!;
    const rows = [...accepting, refusing];
    const preview = previewBulk(rows, "on", seller);
    expect(preview.modeChanges).toEqual([{ itemId: refusing.id, title: refusing.title, from: "me2", to: "not_specified" }]);
    expect(preview.change.map((c) => c.itemId)).toEqual(accepting.map((r) => r.id));
    // The total counts only listings that stay on Mercado Envíos, whose cost record applies.
    const expected = accepting.reduce((sum, r) => sum + (r.cost?.sellerCost ?? 0), 0);
    expect(preview.totalCostPerSale).toBeCloseTo(expected, 2);
    const included = previewBulk(rows, "on", { ...seller, includeModeChanges: true });
    expect(included.change.map((c) => c.itemId)).toEqual(rows.map((r) => r.id));
    expect(included.totalCostPerSale).toBeCloseTo(expected, 2);
  });

  it("a run row not confirmed for a mode change is refused before any PUT", async () => {
    const { snapshot, seller, userId } = await setup("MLA");
    const refusing = pickable(snapshot.rows, false)[0]!;
    const runId = await createRun(db, {
      kind: FREE_SHIPPING_RUN,
      workspaceId: seller.workspaceId,
      startedById: userId,
      params: { action: "on" },
      targets: [{ target: refusing.id, input: { allowModeChange: false } }],
    });
    await mark();
    const registry = createRunRegistry({ [FREE_SHIPPING_RUN]: freeShippingRunHandler(clientFor) });
    while ((await processRunItems(db, registry)).claimed > 0);
    const [item] = await listRunItems(db, runId);
    expect(item).toMatchObject({ status: "refused", reason: { code: "mode_change_not_confirmed" } });
    expect((await upstreamCalls("/items/")).filter((c) => c.method === "PUT")).toEqual([]);
    expect((await sandboxItem(refusing.id)).shipping).toMatchObject({ mode: "me2", free_shipping: false });
  });

  it("history keeps the mode before and after, and restore puts the previous block back through the marketplace", async () => {
    const { marketplace, snapshot, seller, userId } = await setup("MLA");
    const row = pickable(snapshot.rows, false)[0]!;
    const deps = { db, marketplace, seller, userId };
    const on = await applyFreeShippingChange({ ...deps, allowModeChange: true }, row.id, "on");
    expect(on).toMatchObject({ status: "done", row: { mode: "not_specified", freeShipping: true } });
    // Turning free shipping off keeps the listing on custom shipping: the marketplace does not go back by itself.
    await applyFreeShippingChange(deps, row.id, "off");
    expect((await sandboxItem(row.id)).shipping).toMatchObject({ mode: "not_specified", free_shipping: false });

    const history = await listAuditForObject(db, { workspaceId: seller.workspaceId, objectType: "item", objectId: row.id });
    const turnedOn = history.find((h) => h.action === "free_shipping.on")!;
    expect(turnedOn).toMatchObject({
      before: { mode: "me2", freeShipping: false, shipping: { mode: "me2", freeShipping: false } },
      after: { mode: "not_specified", freeShipping: true },
    });
    // The off entry kept the mode: nothing of it to restore.
    const turnedOff = history.find((h) => h.action === "free_shipping.off")!;
    await expect(restorePreviousShipping(deps, row.id, turnedOff.id)).rejects.toMatchObject({ code: "nothing_to_restore" });

    await mark();
    const restored = await restorePreviousShipping(deps, row.id, turnedOn.id);
    expect(restored).toMatchObject({ status: "done", row: { mode: "me2", freeShipping: false } });
    expect((await sandboxItem(row.id)).shipping).toMatchObject({ mode: "me2", free_shipping: false, free_methods: [] });
    expect((await upstreamCalls("/items/")).filter((c) => c.method === "PUT")).toHaveLength(1);
    const [latest] = await listAuditForObject(db, { workspaceId: seller.workspaceId, objectType: "item", objectId: row.id });
    expect(latest).toMatchObject({
      action: "free_shipping.restore",
      before: { mode: "not_specified" },
      after: { mode: "me2" },
      result: "ok",
    });
  });

  it("restore of an me2 free block sends the plain country rule back (Brazil adds its exclusions itself)", () => {
    expect(
      restoreShippingPut({
        mode: "me2",
        freeShipping: true,
        freeMethods: [{ id: 100009, freeMode: "country" }],
        localPickUp: false,
        costs: [],
      }),
    ).toEqual({
      mode: "me2",
      local_pick_up: false,
      free_shipping: true,
      free_methods: [{ id: 100009, rule: { free_mode: "country", value: null } }],
    });
  });
});

describe("bulk run", () => {
  it("20 items with refusals and failures: results match the sandbox, retry changes only the failed ones", async () => {
    const { snapshot, seller, userId } = await setup("MLA");
    const rows = pickable(snapshot.rows, true).slice(0, 20);
    expect(rows.length).toBe(20);
    const preview = previewBulk(rows, "on", seller);
    expect(preview.change.length).toBe(20);
    expect(preview.totalCostPerSale).toBeGreaterThan(0);
    const refusedIds = rows.slice(0, 3).map((r) => r.id);
    const failedIds = rows.slice(3, 5).map((r) => r.id);
    for (const id of refusedIds)
      await control("POST", "/__sandbox/faults", {
        method: "PUT",
        path: `/items/${id}`,
        status: 400,
        body: {
          message: "Validation error",
          error: "validation_error",
          status: 400,
          cause: [{ code: "item.shipping.free_methods.invalid", message: "no" }],
        },
      });
    for (const id of failedIds)
      await control("POST", "/__sandbox/faults", { method: "PUT", path: `/items/${id}`, status: 503, body: { message: "down" } });
    const runId = await createRun(db, {
      kind: FREE_SHIPPING_RUN,
      workspaceId: seller.workspaceId,
      startedById: userId,
      params: { action: "on" },
      targets: rows.map((r) => ({ target: r.id })),
    });
    const registry = createRunRegistry({ [FREE_SHIPPING_RUN]: freeShippingRunHandler(clientFor) });
    while ((await processRunItems(db, registry)).claimed > 0);
    expect((await getRunSummary(db, seller.workspaceId, runId))!.counts).toEqual({ pending: 0, done: 15, refused: 3, failed: 2 });
    for (const item of await listRunItems(db, runId)) {
      expect((await sandboxItem(item.target)).shipping.free_shipping).toBe(item.status === "done");
    }
    await mark();
    expect(await retryFailedRunItems(db, seller.workspaceId, runId)).toBe(2);
    while ((await processRunItems(db, registry)).claimed > 0);
    const puts = (await upstreamCalls("/items/")).filter((c) => c.method === "PUT");
    expect(puts.length).toBe(2);
    expect(new Set(puts.map((p) => p.path))).toEqual(new Set(failedIds.map((id) => `/items/${id}`)));
    expect((await getRunSummary(db, seller.workspaceId, runId))!.counts).toEqual({ pending: 0, done: 17, refused: 3, failed: 0 });
  });
});
