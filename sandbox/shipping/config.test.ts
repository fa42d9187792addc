import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { categoryWhere, getJson } from "./test-fixtures.ts";

let running: RunningSandbox;
beforeAll(async () => {
  running = await startSandbox({ port: 0 });
});
afterAll(() => running.close());
beforeEach(() => running.sandbox.reset());
const get = (path: string) => getJson(running, path);

describe("shipping modes", () => {
  it("a category accepting free shipping gives the me2 record with accepted methods and a country rule", async () => {
    const { status, body } = await get(`/users/${SELLER.MLA}/shipping_modes?category_id=${categoryWhere("MLA", true)}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      mode: "me2",
      shipping_attributes: { costs: "not_allowed", dimensions: "clear", free: { methods: "optional" } },
    });
    expect(body.shipping_attributes.free.accepted_methods).toEqual([73328, 73330]);
    expect(body.shipping_attributes.free.rules).toEqual([{ free_mode: "country", value: null, default: true, free_shipping_flag: true }]);
  });

  it("on MLB the rules exclude the north, northeast and risk regions", async () => {
    const { body } = await get(`/users/${SELLER.MLB}/shipping_modes?category_id=${categoryWhere("MLB", true)}`);
    const exclude = body.shipping_attributes.free.rules.find((r: { free_mode: string }) => r.free_mode === "exclude_region");
    expect(exclude).toMatchObject({ value: ["BR-NO", "BR-NE", "BR-RISK"], free_shipping_flag: false });
  });

  it("a category that does not accept free shipping offers no free methods", async () => {
    const { body } = await get(`/users/${SELLER.MLA}/shipping_modes?category_id=${categoryWhere("MLA", false)}`);
    expect(body.shipping_attributes.free).toEqual({ methods: "not_allowed", accepted_methods: [], rules: [] });
  });

  it("a missing category is 400, another site's category 400, a malformed one 404", async () => {
    expect((await get(`/users/${SELLER.MLA}/shipping_modes`)).status).toBe(400);
    expect((await get(`/users/${SELLER.MLA}/shipping_modes?category_id=MLB1051`)).status).toBe(400);
    expect((await get(`/users/${SELLER.MLA}/shipping_modes?category_id=celulares`)).status).toBe(404);
  });
});

describe("category shipping preferences", () => {
  it("preferences carry standard dimensions and the logistics table of the spec", async () => {
    const id = categoryWhere("MLB", true);
    const { status, body } = await get(`/categories/${id}/shipping_preferences`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ category_id: id, restricted: false, source: { origin: "category", identifier: id } });
    expect(Object.keys(body.dimensions).sort()).toEqual(["height", "length", "weight", "width"]);
    expect(body.logistics).toEqual([
      { types: ["default"], mode: "me1" },
      { types: ["drop_off", "xd_drop_off", "self_service", "cross_docking", "fulfillment"], mode: "me2" },
      { types: ["not_specified"], mode: "not_specified" },
      { types: ["custom"], mode: "custom" },
    ]);
    expect(body.date_created === null || /-03:00$/.test(body.date_created)).toBe(true);
  });

  it("sites without fulfilment or me1 leave those logistics out", async () => {
    const { body } = await get(`/categories/${categoryWhere("MLU", true)}/shipping_preferences`);
    expect(body.logistics.map((l: { mode: string }) => l.mode)).toEqual(["me2", "not_specified", "custom"]);
    expect(body.logistics[0].types).not.toContain("fulfillment");
  });
});

describe("listed shipping resources", () => {
  it("site shipping methods list the country's methods", async () => {
    const { body } = await get("/sites/MLM/shipping_methods");
    expect(body.map((m: { id: number }) => m.id)).toEqual([501245, 501345, 502745]);
    expect(body[0]).toMatchObject({ site_id: "MLM", currency_id: "MXN", status: "active", free_options: ["country"] });
    expect((await get("/sites/MZZ/shipping_methods")).status).toBe(404);
  });

  it("user shipping preferences list modes, logistics and services", async () => {
    const { body } = await get(`/users/${SELLER.MLB}/shipping_preferences`);
    expect(body.modes).toEqual(["me1", "me2", "custom", "not_specified"]);
    expect(body.logistics[0].mode).toBe("me2");
    expect(body.services.length).toBe(3);
  });

  it("the deprecated /sites/{site_id}/shipping_options answers 410 gone naming its replacements", async () => {
    const res = await fetch(`${running.url}/sites/MLA/shipping_options`);
    expect(res.status).toBe(410);
    expect(res.headers.get("deprecation")).toBe("true");
    const body = await res.json();
    expect(body).toMatchObject({ error: "gone", status: 410, cause: [] });
    expect(body.message).toContain("/users/{user_id}/shipping_options");
  });
});
