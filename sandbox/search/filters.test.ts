import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "../testing.ts";
import { addItem, getJson, testCategories, WORD } from "./test-fixtures.ts";

let s: RunningSandbox;
const search = (query: string) => getJson(`${s.url}/sites/MLA/search?${query}`);
const sum = (filter: any) => filter.values.reduce((n: number, v: any) => n + v.results, 0);

beforeAll(async () => {
  s = await startSandbox();
  const state = s.sandbox.ctx.state;
  const cats = testCategories(state, "MLA");
  for (let n = 1; n <= 12; n++) {
    addItem(state, {
      site_id: "MLA",
      title: `Silla ${WORD} ${n}`,
      price: n * 4000,
      category_id: n % 3 ? cats.leafA : cats.leafB,
      condition: n % 4 ? "new" : "used",
    });
  }
});
afterAll(() => s.close());

describe("search filters", () => {
  it("available_filters counts add up to the total for category, condition and price", async () => {
    for (const q of [`q=${WORD}`, ""]) {
      const { body } = await search(q);
      const byId = Object.fromEntries(body.available_filters.map((f: any) => [f.id, f]));
      expect(body.paging.total).toBeGreaterThan(0);
      for (const id of ["category", "condition", "price"]) {
        if (byId[id]) expect(sum(byId[id]), `${q} ${id}`).toBe(body.paging.total);
      }
      expect(byId.condition).toBeDefined();
      for (const f of body.available_filters) {
        expect(Object.keys(f).sort()).toEqual(["id", "name", "type", "values"]);
        expect(["text", "range", "boolean"]).toContain(f.type);
      }
    }
  });

  it("applying an available filter value returns exactly its count and echoes it in filters", async () => {
    const { body } = await search(`q=${WORD}`);
    const price = body.available_filters.find((f: any) => f.id === "price");
    expect(price.type).toBe("range");
    for (const value of price.values) {
      expect(value.id).toMatch(/^(\*|\d+(\.\d+)?)-(\*|\d+(\.\d+)?)$/);
      const narrowed = await search(`q=${WORD}&price=${value.id}`);
      expect(narrowed.body.paging.total, value.id).toBe(value.results);
      expect(narrowed.body.filters).toContainEqual({
        id: "price",
        name: "Precio",
        type: "range",
        values: [{ id: value.id, name: value.name }],
      });
    }
    const used = body.available_filters.find((f: any) => f.id === "condition").values.find((v: any) => v.id === "used");
    const usedOnly = await search(`q=${WORD}&condition=used`);
    expect(usedOnly.body.paging.total).toBe(used.results);
    expect(usedOnly.body.results.every((r: any) => r.condition === "used")).toBe(true);
  });

  it("price ranges include the lower bound and exclude the upper one", async () => {
    const { body } = await search(`q=${WORD}&price=8000-16000`);
    expect(body.results.map((r: any) => r.price).sort((a: number, b: number) => a - b)).toEqual([8000, 12000]);
    expect((await search("price=5000-1000")).status).toBe(400);
  });

  it("shipping_cost=free keeps only free-shipping items", async () => {
    const { body } = await search(`q=${WORD}`);
    const free = body.available_filters.find((f: any) => f.id === "shipping_cost");
    expect(free).toMatchObject({ type: "boolean", values: [{ id: "free" }] });
    const only = await search(`q=${WORD}&shipping_cost=free`);
    expect(only.body.paging.total).toBe(free.values[0].results);
    expect(only.body.results.every((r: any) => r.shipping.free_shipping)).toBe(true);
  });

  it("seller_id keeps one seller's items", async () => {
    const { body } = await search(`q=${WORD}&seller_id=241370001`);
    expect(body.paging.total).toBe(12);
    expect((await search(`q=${WORD}&seller_id=241370002`)).body.paging.total).toBe(0);
  });
});

describe("search response shape", () => {
  it("the response and each result carry every field of the spec", async () => {
    const { status, body } = await search(`q=${WORD}&limit=1`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      "available_filters",
      "available_sorts",
      "filters",
      "paging",
      "query",
      "related_results",
      "results",
      "secondary_results",
      "site_id",
      "sort",
    ]);
    expect(body.query).toBe(WORD);
    const r = body.results[0];
    for (const field of [
      "id",
      "site_id",
      "title",
      "subtitle",
      "seller",
      "price",
      "currency_id",
      "available_quantity",
      "sold_quantity",
      "buying_mode",
      "listing_type_id",
      "stop_time",
      "condition",
      "permalink",
      "thumbnail",
      "accepts_platform_payments",
      "installments",
      "address",
      "shipping",
      "seller_address",
      "seller_contact",
      "location",
      "attributes",
      "original_price",
      "category_id",
    ]) {
      expect(r, field).toHaveProperty(field);
    }
    expect(Object.keys(r.seller).sort()).toEqual(["car_dealer", "id", "power_seller_status", "real_estate_agency"]);
    expect(r.seller.power_seller_status).toBe("platinum"); // TIENDA_PAMPA's reputation
    expect(Object.keys(r.address).sort()).toEqual(["area_code", "city_id", "city_name", "phone1", "state_id", "state_name"]);
    expect(r.address).toMatchObject({ state_id: "AR-C", city_name: "Palermo" });
    expect(r.attributes[0]).toEqual(
      expect.objectContaining({ attribute_group_id: expect.any(String), id: expect.any(String), value_name: expect.any(String) }),
    );
  });

  it("an unknown site is 404", async () => {
    expect((await getJson(`${s.url}/sites/MXX/search`)).status).toBe(404);
  });
});

describe("OPTIONS self-documentation", () => {
  it("OPTIONS on search returns JSON describing methods and parameters", async () => {
    const { status, body, headers } = await getJson(`${s.url}/sites/MLA/search`, { method: "OPTIONS" });
    expect(status).toBe(200);
    expect(headers.get("allow")).toContain("GET");
    expect(body.methods[0].method).toBe("GET");
    expect(body.methods[0].parameters.map((p: any) => p.name)).toEqual(
      expect.arrayContaining(["q", "category", "offset", "limit", "item_location"]),
    );
  });
});
