import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "../testing.ts";
import { addItem, getJson, locationAt, testCategories, WORD } from "./test-fixtures.ts";

let s: RunningSandbox;
let cats: ReturnType<typeof testCategories>;
const search = (query: string) => getJson(`${s.url}/sites/MLA/search?${query}`);

beforeAll(async () => {
  s = await startSandbox();
  const state = s.sandbox.ctx.state;
  cats = testCategories(state, "MLA");
  // Ten test items: prices 1000..10000, alternate categories and conditions; one paused item.
  for (let n = 1; n <= 10; n++) {
    addItem(state, {
      site_id: "MLA",
      title: `Lámpara de pie ${WORD} modelo ${n}`,
      price: n * 1000,
      sold_quantity: 100 - n,
      category_id: n % 2 ? cats.leafA : cats.leafB,
      condition: n <= 6 ? "new" : "used",
    });
  }
  addItem(state, { site_id: "MLA", title: `Lámpara ${WORD} pausada`, price: 500, category_id: cats.leafA, status: "paused" });
  addItem(state, { site_id: "MLA", title: `Cafetera Espresso Ñandú ${WORD}`, price: 52_000, category_id: cats.leafA });
});
afterAll(() => s.close());

describe("search paging (rule 5)", () => {
  it("offset 3 with limit 3 returns the 4th to 6th results of offset 0", async () => {
    const first = await search(`q=${WORD}&offset=0&limit=10`);
    const page = await search(`q=${WORD}&offset=3&limit=3`);
    expect(page.status).toBe(200);
    expect(page.body.paging).toEqual({ total: first.body.paging.total, offset: 3, limit: 3 });
    expect(page.body.results.map((r: any) => r.id)).toEqual(first.body.results.slice(3, 6).map((r: any) => r.id));
  });

  it("offset defaults to 0 and limit to 50", async () => {
    const { body } = await search("");
    expect(body.paging.offset).toBe(0);
    expect(body.paging.limit).toBe(50);
    expect(body.results.length).toBe(Math.min(50, body.paging.total));
  });

  it("a limit over 50, a negative offset or a non-number is refused with 400", async () => {
    for (const bad of ["limit=51", "offset=-1", "limit=abc"]) {
      const { status, body } = await search(bad);
      expect(status, bad).toBe(400);
      expect(body.error).toBe("bad_request");
    }
  });
});

describe("search by category (rule 6)", () => {
  it("a category name cannot be used to search", async () => {
    const { status, body } = await search("category=Hogar%2C%20Muebles%20y%20Jard%C3%ADn");
    expect(status).toBe(400);
    expect(body.message).toMatch(/category id/i);
    expect(body.cause[0].field).toBe("category");
  });

  it("a category id that does not exist on the site is refused with 400", async () => {
    expect((await search("category=MLA999999999")).status).toBe(400);
    expect((await search(`category=${cats.leafA.replace("MLA", "MLB")}`)).status).toBe(400);
  });

  it("a category id filter returns only items of that category and its subcategories", async () => {
    const { body } = await search(`q=${WORD}&category=${cats.leafA}`);
    expect(body.paging.total).toBe(6); // five odd-numbered lamps and the coffee maker
    expect(body.results.every((r: any) => r.category_id === cats.leafA)).toBe(true);
    expect(body.filters[0]).toMatchObject({ id: "category", values: [{ id: cats.leafA }] });
    const parent = await search(`q=${WORD}&category=${cats.parent}`);
    expect(parent.body.paging.total).toBeGreaterThanOrEqual(6);
  });
});

describe("search text", () => {
  it("q matches title words ignoring accents and case", async () => {
    for (const q of ["cafetera nandu", "CAFETERA ÑANDÚ", "Ñandu espresso"]) {
      const { body } = await search(`q=${encodeURIComponent(q)}`);
      expect(
        body.results.map((r: any) => r.title),
        q,
      ).toContain(`Cafetera Espresso Ñandú ${WORD}`);
    }
    expect((await search(`q=${WORD}%20inexistente`)).body.paging.total).toBe(0);
  });

  it("only active listings are found", async () => {
    const { body } = await search(`q=${WORD}%20pausada`);
    expect(body.paging.total).toBe(0);
  });
});

describe("search by location (rule 4)", () => {
  it("item_location returns only items inside the bounding box", async () => {
    const state = s.sandbox.ctx.state;
    const palermo = [...state.locations.cities.values()].find((c) => c.name === "Palermo")!;
    const rosario = [...state.locations.cities.values()].find((c) => c.name === "Rosario")!;
    const inside = addItem(state, {
      site_id: "MLA",
      title: `Departamento hornero Palermo`,
      price: 150_000,
      currency_id: "USD",
      category_id: cats.leafA,
      buying_mode: "classified",
      topic: "real_estate",
      location: locationAt(state, palermo.id, -34.585, -58.43),
    });
    addItem(state, {
      site_id: "MLA",
      title: `Departamento hornero Rosario`,
      price: 90_000,
      currency_id: "USD",
      category_id: cats.leafA,
      buying_mode: "classified",
      topic: "real_estate",
      location: locationAt(state, rosario.neighborhoodIds[0]!, -32.947, -60.639),
    });
    const { body } = await search(`q=hornero&item_location=lat:-34.60_-34.57,lon:-58.45_-58.41&limit=50`);
    expect(body.results.map((r: any) => r.id)).toEqual([inside.id]);
    expect(body.results[0].location).toMatchObject({ city: { id: palermo.id, name: "Palermo" }, latitude: -34.585, longitude: -58.43 });
    expect(body.results[0].seller.real_estate_agency).toBe(true);
    const wide = await search("item_location=lat:-34.60_-34.57,lon:-58.45_-58.41");
    expect(wide.body.results.map((r: any) => r.id)).toContain(inside.id);
    for (const r of wide.body.results) {
      expect(r.location.latitude).toBeGreaterThanOrEqual(-34.6);
      expect(r.location.latitude).toBeLessThanOrEqual(-34.57);
      expect(r.location.longitude).toBeGreaterThanOrEqual(-58.45);
      expect(r.location.longitude).toBeLessThanOrEqual(-58.41);
    }
  });

  it("a malformed or out-of-range item_location is refused with 400", async () => {
    for (const bad of ["lat:-34.6,lon:-58.4", "lat:-95_-34,lon:-58_-57", "palermo"]) {
      expect((await search(`item_location=${encodeURIComponent(bad)}`)).status, bad).toBe(400);
    }
  });
});

describe("search sorts", () => {
  it("price_asc and price_desc order by price; available_sorts lists the others", async () => {
    const asc = await search(`q=${WORD}%20modelo&sort=price_asc`);
    const prices = asc.body.results.map((r: any) => r.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    expect(asc.body.sort.id).toBe("price_asc");
    expect(asc.body.available_sorts.map((x: any) => x.id)).toEqual(["relevance", "price_desc"]);
    const desc = await search(`q=${WORD}%20modelo&sort=price_desc&offset=1&limit=2`);
    expect(desc.body.results.map((r: any) => r.price)).toEqual([9000, 8000]);
    const rel = await search(`q=${WORD}%20modelo`);
    expect(rel.body.sort).toEqual({ id: "relevance", name: "Más relevantes" });
    expect(rel.body.available_sorts.map((x: any) => x.id)).toEqual(["price_asc", "price_desc"]);
    expect((await search("sort=cheapest")).status).toBe(400);
  });
});
