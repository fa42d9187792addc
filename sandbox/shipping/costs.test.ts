import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { addItems, categoryWhere, getJson, makeItem, mintToken, putJson } from "./test-fixtures.ts";

let running: RunningSandbox;
const BR = "MLB9900000101";
beforeAll(async () => {
  running = await startSandbox({ port: 0 });
});
afterAll(() => running.close());
beforeEach(() => {
  running.sandbox.reset();
  addItems(running, [
    makeItem({
      id: BR,
      site_id: "MLB",
      seller_id: SELLER.MLB,
      title: "Liquidificador 1200W",
      currency_id: "BRL",
      price: 249.9,
      category_id: categoryWhere("MLB", true),
    }),
  ]);
});
const get = (path: string) => getJson(running, path);

describe("free shipping cost", () => {
  it("by dimensions: the list cost of the weight band in the site currency", async () => {
    const { status, body } = await get(`/users/${SELLER.MLB}/shipping_options/free?dimensions=10x10x10,2000`);
    expect(status).toBe(200);
    expect(body).toEqual({ coverage: { all_country: { list_cost: 23.95, currency_id: "BRL" } } });
  });

  it("billable weight is the volumetric weight when the package is light and large", async () => {
    const { body } = await get(`/users/${SELLER.MLB}/shipping_options/free?dimensions=40x40x40,1000&verbose=true`);
    // 40·40·40 / 5000 = 12.8 kg > 1 kg, band up to 13 kg; a 4_light_green seller gets 40 % off.
    expect(body.coverage.all_country).toEqual({
      list_cost: 62.95,
      currency_id: "BRL",
      billable_weight: 12800,
      discount: { rate: 0.4, type: "loyal", promoted_amount: 25.18 },
    });
  });

  it("by item_id: uses the item's own dimensions once set, else its category's standard package", async () => {
    const std = await get(`/users/${SELLER.MLB}/shipping_options/free?item_id=${BR}&verbose=true`);
    const prefs = await get(`/categories/${running.sandbox.ctx.state.catalog.items.get(BR)!.category_id}/shipping_preferences`);
    const d = prefs.body.dimensions;
    expect(std.body.coverage.all_country.billable_weight).toBe(Math.max(d.weight, Math.ceil((d.height * d.width * d.length) / 5)));
    const token = mintToken(running, SELLER.MLB);
    await putJson(running, `/items/${BR}`, { shipping: { dimensions: "40x30x40,4000" } }, token);
    const own = await get(`/items/${BR}/shipping_options/free?verbose=true`);
    expect(own.body.coverage.all_country).toMatchObject({ billable_weight: 9600, list_cost: 62.95 });
  });

  it("for a not yet listed item: parameters are validated and verbose adds billable weight and discount", async () => {
    const category = categoryWhere("MLA", true);
    const q = `currency_id=ARS&listing_type_id=gold_special&condition=new&category_id=${category}&item_price=85000&dimensions=12x20x30,800`;
    const plain = await get(`/users/${SELLER.MLA}/shipping_options/free?${q}`);
    expect(Object.keys(plain.body.coverage.all_country)).toEqual(["list_cost", "currency_id"]);
    const verbose = await get(`/users/${SELLER.MLA}/shipping_options/free?${q}&verbose=true`);
    expect(verbose.body.coverage.all_country).toMatchObject({
      currency_id: "ARS",
      billable_weight: 1440,
      discount: { rate: 0.5, type: "loyal" },
    });
    expect((await get(`/users/${SELLER.MLA}/shipping_options/free?currency_id=BRL&dimensions=1x1x1,100`)).status).toBe(400);
    expect((await get(`/users/${SELLER.MLA}/shipping_options/free?listing_type_id=platinum&dimensions=1x1x1,100`)).status).toBe(400);
    expect((await get(`/users/${SELLER.MLA}/shipping_options/free?category_id=${category}`)).status).toBe(200);
  });

  it("without item_id or dimensions, or with decimal dimensions, the call is 400", async () => {
    expect((await get(`/users/${SELLER.MLA}/shipping_options/free`)).body).toMatchObject({
      status: 400,
      message: "item_id or dimensions must have a value!",
    });
    expect((await get(`/users/${SELLER.MLA}/shipping_options/free?dimensions=10.5x10x10,200`)).status).toBe(400);
    expect((await get(`/users/${SELLER.MLA}/shipping_options/free?item_id=MLA1`)).status).toBe(404);
  });

  it("multi-get answers an object keyed by item id, up to 50 ids", async () => {
    const items = Array.from({ length: 50 }, (_, i) =>
      makeItem({ id: `MLA99000002${String(i).padStart(2, "0")}`, site_id: "MLA", seller_id: SELLER.MLA }),
    );
    addItems(running, items);
    const ids = items.map((i) => i.id);
    const { status, body } = await get(`/items/shipping_options/free?ids=${ids.join(",")}`);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(ids);
    expect(body[ids[0]!].coverage.all_country.currency_id).toBe("ARS");
  });

  it("multi-get with 51 ids is 400", async () => {
    const ids = Array.from({ length: 51 }, (_, i) => `MLA99000003${String(i).padStart(2, "0")}`);
    const { status, body } = await get(`/items/shipping_options/free?ids=${ids.join(",")}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "bad_request", status: 400 });
  });

  it("multi-get marks an unknown id with a not_found value", async () => {
    const { body } = await get(`/items/shipping_options/free?ids=${BR},MLB1`);
    expect(body.MLB1).toMatchObject({ status: 404, error: "not_found" });
    expect(body[BR].coverage.all_country.currency_id).toBe("BRL");
  });
});

describe("shipping cost calculator and custom options", () => {
  it("the calculator prices each method by zip code, farther regions cost more", async () => {
    const near = await get(`/users/${SELLER.MLB}/shipping_options?zip_code=01310100&dimensions=10x20x30,1000`);
    const far = await get(`/users/${SELLER.MLB}/shipping_options?zip_code=60125000&dimensions=10x20x30,1000`);
    expect(near.status).toBe(200);
    expect(near.body.options.map((o: { shipping_method_id: number }) => o.shipping_method_id)).toEqual([100009, 182, 506245]);
    expect(far.body.options[0].cost).toBeGreaterThan(near.body.options[0].cost);
    const byQty = await get(`/users/${SELLER.MLB}/shipping_options?zip_code=01310100&quantity=2&item_id=${BR}`);
    expect(byQty.status).toBe(200);
    expect((await get(`/users/${SELLER.MLB}/shipping_options?zip_code=123&dimensions=1x1x1,10`)).status).toBe(400);
    expect((await get(`/users/${SELLER.MLB}/shipping_options?zip_code=01310100`)).status).toBe(400);
  });

  it("item shipping options serve custom shipments only", async () => {
    expect((await get(`/items/${BR}/shipping_options`)).status).toBe(400);
    const token = mintToken(running, SELLER.MLB);
    const put = await putJson(
      running,
      `/items/${BR}`,
      {
        shipping: {
          mode: "custom",
          costs: [
            { description: "Entrega em São Paulo capital", cost: 15 },
            { description: "Grande São Paulo", cost: 25 },
          ],
        },
      },
      token,
    );
    expect(put.status).toBe(200);
    const { body } = await get(`/items/${BR}/shipping_options`);
    expect(body.options).toEqual([
      { id: 1, name: "Entrega em São Paulo capital", currency_id: "BRL", cost: 15, list_cost: 15, shipping_method_type: "custom" },
      { id: 2, name: "Grande São Paulo", currency_id: "BRL", cost: 25, list_cost: 25, shipping_method_type: "custom" },
    ]);
  });
});
