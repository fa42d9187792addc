import { createHash } from "node:crypto";
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { getJson } from "./test-helpers.ts";
import { ensureMarket } from "../market/index.ts";

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

/** Raw bytes and headers, without fetch's automatic gunzip. */
function rawGet(url: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("site tree dump", () => {
  it("GET /sites/{site}/all is gzip-encoded JSON keyed by category id, with X-Content-Created and a verifiable X-Content-MD5", async () => {
    const res = await rawGet(`${sb.url}/sites/MLB/all`);
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    const json = gunzipSync(res.body);
    expect(createHash("md5").update(json).digest("hex")).toBe(res.headers["x-content-md5"]);
    expect(Number.isNaN(Date.parse(String(res.headers["x-content-created"])))).toBe(false);
    const tree = JSON.parse(json.toString("utf8"));
    const [id, record] = Object.entries(tree)[0] as [string, any];
    expect(record.id).toBe(id);
    expect((await getJson(`${sb.url}/categories/${id}`)).body).toEqual(record);
    const again = await rawGet(`${sb.url}/sites/MLB/all`);
    expect(again.headers["x-content-md5"]).toBe(res.headers["x-content-md5"]);
    expect(again.headers["x-content-created"]).toBe(res.headers["x-content-created"]);
  });
});

describe("items", () => {
  it("each seeded seller has 30 to 200 items in leaf categories of its site", () => {
    const { users, catalog } = sb.sandbox.ctx.state;
    for (const seller of [...users.values()].filter((u) => u.role === "seller")) {
      const ids = catalog.itemsBySeller.get(seller.id) ?? [];
      expect(ids.length, seller.nickname).toBeGreaterThanOrEqual(30);
      expect(ids.length).toBeLessThanOrEqual(200);
      for (const id of ids) {
        const item = catalog.items.get(id)!;
        expect(item.site_id).toBe(seller.site_id);
        expect(item.category_id.startsWith(seller.site_id)).toBe(true);
      }
      expect(new Set(ids.map((id) => catalog.items.get(id)!.category_id)).size).toBeGreaterThan(3);
    }
  });

  it("GET /items/{id} returns the item and 404s an unknown one", async () => {
    const [id] = sb.sandbox.ctx.state.catalog.itemsBySeller.get(SELLER.MLA)!;
    const res = await getJson(`${sb.url}/items/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, seller_id: SELLER.MLA, site_id: "MLA", currency_id: expect.any(String) });
    expect(res.body.permalink).toContain("mercadolibre.com.ar");
    const cat = (await getJson(`${sb.url}/categories/${res.body.category_id}`)).body;
    expect(cat.settings.listing_allowed).toBe(true);
    const missing = await getJson(`${sb.url}/items/MLA1`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("not_found");
  });

  it("GET /items?ids= answers one {code, body} per id, at most 20 ids", async () => {
    const ids = sb.sandbox.ctx.state.catalog.itemsBySeller.get(SELLER.MLB)!.slice(0, 2);
    const res = await getJson<any[]>(`${sb.url}/items?ids=${ids.join(",")},MLB1`);
    expect(res.body.map((r) => r.code)).toEqual([200, 200, 404]);
    expect(res.body[0].body.id).toBe(ids[0]);
    expect(res.body[2].body.error).toBe("not_found");
    const many = Array.from({ length: 21 }, (_, i) => `MLB${i + 1}`).join(",");
    expect((await getJson(`${sb.url}/items?ids=${many}`)).status).toBe(400);
  });

  it("a seller's item search pages with offset and limit, filters by status, and needs that seller's token", async () => {
    const token = await sb.tokenFor(SELLER.MLM);
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const all = (await getJson(`${sb.url}/users/${SELLER.MLM}/items/search?limit=100`, auth)).body;
    const total = sb.sandbox.ctx.state.catalog.itemsBySeller.get(SELLER.MLM)!.length;
    expect(all.paging).toEqual({ total, offset: 0, limit: 100 });
    expect(Object.keys(all)).toEqual(expect.arrayContaining(["seller_id", "results", "paging", "query", "orders", "available_orders"]));
    const page = (await getJson(`${sb.url}/users/${SELLER.MLM}/items/search?offset=3&limit=3`, auth)).body;
    expect(page.results).toEqual(all.results.slice(3, 6));
    const paused = (await getJson(`${sb.url}/users/${SELLER.MLM}/items/search?status=paused&limit=100`, auth)).body;
    for (const id of paused.results) expect(sb.sandbox.ctx.state.catalog.items.get(id)!.status).toBe("paused");
    expect((await getJson(`${sb.url}/users/${SELLER.MLM}/items/search`)).status).toBe(401);
    expect((await getJson(`${sb.url}/users/${SELLER.MLA}/items/search`, auth)).status).toBe(403);
    expect((await getJson(`${sb.url}/users/${SELLER.MLM}/items/search?limit=101`, auth)).status).toBe(400);
  });

  it("two sandboxes built from the seed produce identical categories and items", async () => {
    const other = await startSandbox();
    try {
      const a = await rawGet(`${sb.url}/sites/MLA/all`);
      const b = await rawGet(`${other.url}/sites/MLA/all`);
      expect(b.headers["x-content-md5"]).toBe(a.headers["x-content-md5"]);
      // Public listings join on first need; compare both sandboxes with every site's listings in.
      ensureMarket(sb.sandbox.ctx.state);
      ensureMarket(other.sandbox.ctx.state);
      const strip = (items: Iterable<any>) => [...items].map(({ date_created, start_time, stop_time, last_updated, ...rest }) => rest);
      expect(strip(other.sandbox.ctx.state.catalog.items.values())).toEqual(strip(sb.sandbox.ctx.state.catalog.items.values()));
    } finally {
      await other.close();
    }
  });
});
