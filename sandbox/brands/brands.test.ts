import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Rng } from "../core/rng.ts";
import { addItem, getJson } from "../search/test-fixtures.ts";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { PICTURE_SLOTS } from "./data.ts";
import { allowedOfficialStoreIds, brandsDomain } from "./index.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.close());

const brandIds = () => [...s.sandbox.ctx.state.brands.stores.keys()];

describe("official store brands", () => {
  it("the user brands record lists the brand user's stores without date_created, boost or users", async () => {
    const { status, body } = await getJson(`${s.url}/users/${SELLER.MLM}/brands`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ cust_id: SELLER.MLM, site_id: "MLM", user_type: "brand" });
    expect(body.tags).toEqual(expect.arrayContaining(["brand"]));
    expect(body.brands.length).toBeGreaterThanOrEqual(3);
    for (const b of body.brands) {
      expect(Object.keys(b).sort()).toEqual([
        "categories_ids",
        "fantasy_name",
        "name",
        "official_store_id",
        "pictures",
        "relevance_position",
        "site_id",
        "status",
        "tags",
      ]);
      expect(b).toMatchObject({ site_id: "MLM", status: "active", official_store_id: expect.any(Number) });
      expect(b.pictures.map((p: any) => p.name)).toEqual(PICTURE_SLOTS.map(([name]) => name));
      for (const p of b.pictures) {
        expect(p.size).toMatch(/^\d+x\d+$/);
        expect(Number.isInteger(p.id)).toBe(true);
        expect(p.url).toMatch(/^http:/);
      }
    }
  });

  it("a single brand carries date_created, boost and its users", async () => {
    const id = brandIds()[0]!;
    const { status, body } = await getJson(`${s.url}/users/${SELLER.MLM}/brands/${id}`);
    expect(status).toBe(200);
    expect(body.official_store_id).toBe(id);
    expect(Number.isNaN(Date.parse(body.date_created))).toBe(false);
    expect(body.boost).toEqual({ is_active: expect.any(Boolean), last_update: expect.any(String) });
    expect(body.users).toEqual([{ cust_id: SELLER.MLM, tags: expect.any(Array), site_id: "MLM", user_type: "brand" }]);
  });

  it("an unknown brand, an unknown user and a user without brands are 404 not_found", async () => {
    for (const path of [
      `/users/${SELLER.MLM}/brands/999999`,
      "/users/999999999/brands",
      `/users/${SELLER.MLA}/brands`,
      `/users/${SELLER.MLA}/brands/${brandIds()[0]}`,
    ]) {
      const { status, body } = await getJson(`${s.url}${path}`);
      expect(status, path).toBe(404);
      expect(body.error).toBe("not_found");
    }
  });

  it("allowedOfficialStoreIds gives the brand user's active stores and nothing to other users", () => {
    const state = s.sandbox.ctx.state;
    expect(allowedOfficialStoreIds(state, SELLER.MLM)).toEqual(brandIds().sort((a, b) => a - b));
    expect(allowedOfficialStoreIds(state, SELLER.MLA)).toEqual([]);
  });

  it("every item of the brand user is listed under one of its stores, and each store lists its items' categories", () => {
    const state = s.sandbox.ctx.state;
    addItem(state, {
      site_id: "MLM",
      seller_id: SELLER.MLM,
      title: "Refrigerador 25 pies cúbicos",
      price: 18_999,
      category_id: "MLM1576",
      currency_id: "MXN",
      topic: "appliances",
    });
    addItem(state, {
      site_id: "MLM",
      seller_id: SELLER.MLM,
      title: "Pantalla Smart TV 55 pulgadas 4K",
      price: 9_499,
      category_id: "MLM1002",
      currency_id: "MXN",
      topic: "electronics",
    });
    brandsDomain.seed(state, new Rng("brands-test"), new Date(), s.sandbox.ctx.config);
    const allowed = allowedOfficialStoreIds(state, SELLER.MLM);
    const items = [...state.catalog.items.values()].filter((i) => i.seller_id === SELLER.MLM);
    for (const item of items) {
      expect(allowed, item.title).toContain(item.official_store_id);
      expect(state.brands.stores.get(item.official_store_id!)!.categories_ids).toContain(item.category_id);
    }
  });

  it("OPTIONS on the brands resource describes it", async () => {
    const { status, body } = await getJson(`${s.url}/users/${SELLER.MLM}/brands`, { method: "OPTIONS" });
    expect(status).toBe(200);
    expect(body.methods[0]).toMatchObject({ method: "GET" });
  });
});
