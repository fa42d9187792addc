import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { controlPost, requestPaths, startProfileClient, type ProfileClient } from "../testing/profile-clients";
import { getItems, listSellerItemIds, searchSellerListings } from "./items";

// Past 1,000 results the real seller search refuses offsets and pages with search_type=scan + scroll_id
// (https://developers.mercadolibre.com.ar/es_ar/items-y-busquedas, notes §11); the spec pages by offset.
let real: ProfileClient;
let spec: ProfileClient;
const TOTAL = 1_240;

beforeAll(async () => {
  [real, spec] = await Promise.all([startProfileClient("real"), startProfileClient("spec")]);
}, 60_000);
afterAll(() => Promise.all([real?.close(), spec?.close()]));

const sellerIds = (c: ProfileClient) => c.sandbox.sandbox.ctx.state.catalog.itemsBySeller.get(c.sellerId) ?? [];

describe("listSellerItemIds", () => {
  it("a seller under 1,000 listings is read by offset on both profiles", async () => {
    for (const c of [real, spec]) {
      const ids = await listSellerItemIds(c.marketplace, c.sellerId);
      expect(ids.length).toBeLessThan(1000);
      expect([...ids].sort()).toEqual([...sellerIds(c)].sort());
    }
    expect((await requestPaths(real.sandbox, `/users/${real.sellerId}/items/search`)).length).toBeGreaterThan(0);
  });

  it("a seller over 1,000 listings gets every id on both profiles: a scan on the real one, offsets on the spec's", async () => {
    for (const c of [real, spec]) await controlPost(c.sandbox, `/__sandbox/sellers/${c.sellerId}/items`, { total: TOTAL });
    const [onReal, onSpec] = await Promise.all([
      listSellerItemIds(real.marketplace, real.sellerId),
      listSellerItemIds(spec.marketplace, spec.sellerId),
    ]);
    for (const [c, ids] of [
      [real, onReal],
      [spec, onSpec],
    ] as const) {
      expect(ids).toHaveLength(TOTAL);
      expect(new Set(ids).size).toBe(TOTAL);
      expect([...ids].sort()).toEqual([...sellerIds(c)].sort());
    }
  });
});

describe("searchSellerListings", () => {
  it("spec profile: the public search by seller gives the active listings with their facts", async () => {
    const found = await searchSellerListings(spec.marketplace, "MLA", spec.sellerId);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((i) => i.status === "active" && i.title)).toBe(true);
  });

  it("real profile: the search answers 403, so every listing of the seller comes through the 20-id multi-get, whatever its status", async () => {
    const found = await searchSellerListings(real.marketplace, "MLA", real.sellerId);
    const all = await getItems(real.marketplace, sellerIds(real));
    expect(all.some((i) => i.status !== "active")).toBe(true); // paused or closed ones too: nobody reads them again
    expect(found.map((i) => i.id).sort()).toEqual(all.map((i) => i.id).sort());
    expect(found.every((i) => i.title && i.status)).toBe(true);
  });

  it("real profile: ids the caller already reads are used instead of reading them again", async () => {
    const ids = sellerIds(real).slice(0, 30);
    const before = (await requestPaths(real.sandbox, `/users/${real.sellerId}/items/search`)).length;
    const found = await searchSellerListings(real.marketplace, "MLA", real.sellerId, Promise.resolve(ids));
    expect((await requestPaths(real.sandbox, `/users/${real.sellerId}/items/search`)).length).toBe(before);
    expect(found.every((i) => ids.includes(i.id))).toBe(true);
    const multiGets = (await requestPaths(real.sandbox, "/items")).filter((p) => p === "/items");
    expect(multiGets.length).toBeGreaterThanOrEqual(2); // 30 ids: two calls of at most 20
  });
});
