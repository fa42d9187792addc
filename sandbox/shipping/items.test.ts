import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { itemShipping } from "./item-shipping.ts";
import { addItems, categoryWhere, makeItem, mintToken, putJson } from "./test-fixtures.ts";

let running: RunningSandbox;
const AR = "MLA9900000301"; // category accepts free shipping
const AR_BULKY = "MLA9900000302"; // category does not
const BR = "MLB9900000303";
const UY_BULKY = "MLU9900000304";
const country = { free_mode: "country", value: null };

beforeAll(async () => {
  running = await startSandbox({ port: 0 });
});
afterAll(() => running.close());
beforeEach(() => {
  running.sandbox.reset();
  addItems(running, [
    makeItem({ id: AR, site_id: "MLA", seller_id: SELLER.MLA, category_id: categoryWhere("MLA", true) }),
    makeItem({
      id: AR_BULKY,
      site_id: "MLA",
      seller_id: SELLER.MLA,
      title: "Heladera no frost 400 litros",
      category_id: categoryWhere("MLA", false),
    }),
    makeItem({
      id: BR,
      site_id: "MLB",
      seller_id: SELLER.MLB,
      title: "Cafeteira elétrica",
      currency_id: "BRL",
      price: 189.9,
      category_id: categoryWhere("MLB", true),
    }),
    makeItem({
      id: UY_BULKY,
      site_id: "MLU",
      seller_id: SELLER.MLU,
      title: "Sofá de tres cuerpos",
      currency_id: "UYU",
      price: 24990,
      category_id: categoryWhere("MLU", false),
    }),
  ]);
});

const put = (itemId: string, body: unknown, userId: number) => putJson(running, `/items/${itemId}`, body, mintToken(running, userId));
const state = () => running.sandbox.ctx.state;

describe("PUT /items shipping block", () => {
  it("only the seller's token may update an item: none 401, another seller 403, unknown item 404", async () => {
    expect((await putJson(running, `/items/${AR}`, { shipping: { mode: "me2" } })).status).toBe(401);
    expect((await put(AR, { shipping: { mode: "me2" } }, SELLER.MLB)).status).toBe(403);
    expect((await put("MLA1", { shipping: { mode: "me2" } }, SELLER.MLA)).status).toBe(404);
  });

  it("me2 free shipping with free_methods country is stored and methods are replaced by free_methods", async () => {
    const { status, body } = await put(
      AR,
      { shipping: { mode: "me2", local_pick_up: false, free_methods: [{ id: 73328, rule: country }] } },
      SELLER.MLA,
    );
    expect(status).toBe(200);
    expect(body.shipping).toMatchObject({ mode: "me2", free_shipping: true, free_methods: [{ id: 73328, rule: country }] });
    expect(body.shipping.methods).toEqual(body.shipping.free_methods);
    expect(itemShipping(state(), AR)).toEqual(body.shipping);
  });

  it("free method ids must be accepted methods of the site", async () => {
    const { status, body } = await put(AR, { shipping: { mode: "me2", free_methods: [{ id: 503045, rule: country }] } }, SELLER.MLA);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "validation_error", cause: [{ code: "item.shipping.free_methods.invalid" }] });
  });

  it("free_methods rules other than country with value null are refused", async () => {
    const { body } = await put(
      AR,
      { shipping: { mode: "me2", free_methods: [{ id: 73328, rule: { free_mode: "exclude_region", value: ["AR-T"] } }] } },
      SELLER.MLA,
    );
    expect(body.cause[0].code).toBe("item.shipping.free_methods.rule.invalid");
  });

  it("on MLB free_mode country automatically excludes the north, northeast and risk areas", async () => {
    const { body } = await put(BR, { shipping: { mode: "me2", free_methods: [{ id: 100009, rule: country }] } }, SELLER.MLB);
    expect(body.shipping.free_methods).toEqual([{ id: 100009, rule: { free_mode: "country", value: ["BR-NO", "BR-NE", "BR-RISK"] } }]);
  });

  it("me2 free shipping is refused in a category that does not accept free shipping", async () => {
    const { status, body } = await put(AR_BULKY, { shipping: { mode: "me2", free_methods: [{ id: 73328, rule: country }] } }, SELLER.MLA);
    expect(status).toBe(400);
    expect(body.cause[0].code).toBe("item.shipping.free_shipping.not_allowed");
  });

  it("custom free shipping is allowed where fulfilment is active and the category does not accept free shipping", async () => {
    const { status, body } = await put(
      AR_BULKY,
      { shipping: { mode: "not_specified", free_shipping: true, methods: [], costs: [] } },
      SELLER.MLA,
    );
    expect(status).toBe(200);
    expect(body.shipping).toMatchObject({ mode: "not_specified", free_shipping: true, methods: [], costs: [], free_methods: [] });
  });

  it("custom free shipping is refused on a site without fulfilment", async () => {
    const { status, body } = await put(
      UY_BULKY,
      { shipping: { mode: "not_specified", free_shipping: true, methods: [], costs: [] } },
      SELLER.MLU,
    );
    expect(status).toBe(400);
    expect(body.cause[0].message).toContain("fulfilment");
  });

  it("custom free shipping is refused in a category that accepts free shipping", async () => {
    const { status, body } = await put(
      AR,
      { shipping: { mode: "not_specified", free_shipping: true, methods: [], costs: [] } },
      SELLER.MLA,
    );
    expect(status).toBe(400);
    expect(body.cause[0].message).toContain("me2");
  });

  it("custom free shipping needs empty methods and costs", async () => {
    const { status } = await put(
      AR_BULKY,
      { shipping: { mode: "not_specified", free_shipping: true, costs: [{ description: "Envío a CABA", cost: 3500 }] } },
      SELLER.MLA,
    );
    expect(status).toBe(400);
  });

  it("free shipping is removed with free_shipping false and empty methods and free_methods", async () => {
    await put(AR, { shipping: { mode: "me2", free_methods: [{ id: 73328, rule: country }] } }, SELLER.MLA);
    const { status, body } = await put(AR, { shipping: { mode: "me2", free_shipping: false, methods: [], free_methods: [] } }, SELLER.MLA);
    expect(status).toBe(200);
    expect(body.shipping).toMatchObject({ mode: "me2", free_shipping: false, methods: [], free_methods: [] });
  });

  it("removal with free_methods still listed is refused and leaves the item unchanged", async () => {
    const before = (await put(AR, { shipping: { mode: "me2", free_methods: [{ id: 73328, rule: country }] } }, SELLER.MLA)).body.shipping;
    const { status } = await put(AR, { shipping: { free_shipping: false, free_methods: [{ id: 73328, rule: country }] } }, SELLER.MLA);
    expect(status).toBe(400);
    expect(itemShipping(state(), AR)).toEqual(before);
  });

  it("free shipping with me2 but no free_methods is refused", async () => {
    expect((await put(AR, { shipping: { mode: "me2", free_shipping: true } }, SELLER.MLA)).status).toBe(400);
  });

  it("every item has a default shipping block before any PUT", () => {
    expect(itemShipping(state(), AR)).toMatchObject({ mode: "me2", logistic_type: "drop_off" });
    expect(itemShipping(state(), "MLA1")).toBeNull();
  });
});
