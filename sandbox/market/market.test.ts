import { gunzipSync } from "node:zlib";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "../testing.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox();
}, 120_000);
afterAll(() => s.close());

const get = async (path: string) => {
  const res = await fetch(`${s.url}${path}`);
  return { status: res.status, body: (await res.json()) as any };
};
type FilterValue = { id: string; name: string; results: number };
const filter = (body: any, id: string): FilterValue[] => body.available_filters.find((f: any) => f.id === id)?.values ?? [];

describe("public catalog", () => {
  it('"celular" on MLA finds at least 50 listings, and each filter count is what applying that filter returns', async () => {
    const { body } = await get("/sites/MLA/search?q=celular&limit=50");
    expect(body.paging.total).toBeGreaterThanOrEqual(50);
    expect(body.results).toHaveLength(50);
    for (const r of body.results) expect(r.title.toLowerCase()).toContain("celular");
    const conditions = filter(body, "condition");
    const prices = filter(body, "price");
    const categories = filter(body, "category");
    expect(conditions.reduce((n, v) => n + v.results, 0)).toBe(body.paging.total);
    expect(prices.length).toBeGreaterThanOrEqual(2);
    for (const [param, values] of [
      ["condition", conditions],
      ["price", prices],
      ["category", categories],
    ] as const) {
      for (const value of values) {
        const narrowed = await get(`/sites/MLA/search?q=celular&limit=0&${param}=${encodeURIComponent(value.id)}`);
        expect(narrowed.body.paging.total, `${param}=${value.id}`).toBe(value.results);
      }
    }
    const free = filter(body, "shipping_cost")[0]!;
    expect((await get("/sites/MLA/search?q=celular&limit=0&shipping_cost=free")).body.paging.total).toBe(free.results);
  });

  it("common queries return many pages on every big site, in the site's language", async () => {
    const queries: Array<[string, string]> = [
      ["MLA", "zapatillas"],
      ["MLA", "heladera"],
      ["MLA", "notebook"],
      ["MLA", "departamento"],
      ["MLB", "celular"],
      ["MLB", "tênis"],
      ["MLB", "geladeira"],
      ["MLB", "notebook"],
      ["MLB", "apartamento"],
    ];
    for (const [site, q] of queries) {
      const { body } = await get(`/sites/${site}/search?q=${encodeURIComponent(q)}&limit=1`);
      expect(body.paging.total, `${site} ${q}`).toBeGreaterThanOrEqual(50);
    }
  });

  it("listings come from many sellers besides the seeded ones, who stay the only users on the consent list", async () => {
    const { body } = await get("/sites/MLA/search?q=celular&limit=50");
    const sellers = new Set(body.results.map((r: any) => r.seller.id));
    expect(sellers.size).toBeGreaterThan(10);
    const users = (await get("/__sandbox/users")).body as Array<{ id: number }>;
    const listed = new Set(users.map((u) => u.id));
    const outsider = body.results.find((r: any) => !listed.has(r.seller.id));
    expect(outsider).toBeTruthy();
    const user = await get(`/users/${outsider.seller.id}`);
    expect(user.status).toBe(200);
    expect(user.body.nickname).toMatch(/^[A-Z0-9_]+$/);
    expect(outsider.address.city_name).not.toBe("");
  });

  it("paging: offset 3 with limit 3 returns the 4th to 6th results", async () => {
    const all = (await get("/sites/MLA/search?q=celular&limit=6")).body.results.map((r: any) => r.id);
    const page = (await get("/sites/MLA/search?q=celular&offset=3&limit=3")).body;
    expect(page.paging).toEqual({ total: expect.any(Number), offset: 3, limit: 3 });
    expect(page.results.map((r: any) => r.id)).toEqual(all.slice(3, 6));
  });

  it("a real-estate area search returns only listings inside the box", async () => {
    const box = "lat:-34.65_-34.53,lon:-58.53_-58.35";
    const { body } = await get(`/sites/MLA/search?q=departamento&item_location=${box}&limit=50`);
    expect(body.paging.total).toBeGreaterThan(0);
    for (const r of body.results) {
      expect(r.location.latitude).toBeGreaterThanOrEqual(-34.65);
      expect(r.location.latitude).toBeLessThanOrEqual(-34.53);
      expect(r.location.longitude).toBeGreaterThanOrEqual(-58.53);
      expect(r.location.longitude).toBeLessThanOrEqual(-58.35);
    }
  });
});

describe("pictures", () => {
  it("listing pictures are served by the sandbox and decode as PNG images of the named size", async () => {
    const { body } = await get("/sites/MLB/search?q=geladeira&limit=1");
    const thumb = new URL(body.results[0].thumbnail);
    expect(thumb.pathname).toMatch(/^\/pictures\/appliances\/.+-V\.png$/);
    const res = await fetch(`${s.url}${thumb.pathname}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect([png.width, png.height]).toEqual([200, 200]);
    const item = (await get(`/items/${body.results[0].id}`)).body;
    const full = new URL(item.pictures[0].secure_url);
    const big = PNG.sync.read(Buffer.from(await (await fetch(`${s.url}${full.pathname}`)).arrayBuffer()));
    expect(big.width).toBe(500);
  });

  it("the seeded sellers' items have sandbox pictures too, and an unknown picture is 404", async () => {
    const seeded = [...s.sandbox.ctx.state.catalog.items.values()].find((i) => i.seller_id === 241_370_001)!;
    expect(new URL(seeded.thumbnail).pathname).toMatch(/^\/pictures\/[a-z_]+\/.+-V\.png$/);
    expect((await fetch(`${s.url}/pictures/spaceships/x-O.png`)).status).toBe(404);
    expect((await fetch(`${s.url}/pictures/phones/x-Q.png`)).status).toBe(404);
  });
});

describe("classified locations cover every state", () => {
  const expected: Record<string, number> = { AR: 24, BR: 27, MX: 32, CO: 33, CL: 16, UY: 19 };
  it("every state of Argentina and Brazil (and the other countries) exists, with cities and geo information", async () => {
    const names = {
      AR: [
        "Buenos Aires",
        "Capital Federal",
        "Catamarca",
        "Chaco",
        "Chubut",
        "Córdoba",
        "Corrientes",
        "Entre Ríos",
        "Formosa",
        "Jujuy",
        "La Pampa",
        "La Rioja",
        "Mendoza",
        "Misiones",
        "Neuquén",
        "Río Negro",
        "Salta",
        "San Juan",
        "San Luis",
        "Santa Cruz",
        "Santa Fe",
        "Santiago del Estero",
        "Tierra del Fuego",
        "Tucumán",
      ],
      BR: [
        "Acre",
        "Alagoas",
        "Amapá",
        "Amazonas",
        "Bahia",
        "Ceará",
        "Distrito Federal",
        "Espírito Santo",
        "Goiás",
        "Maranhão",
        "Mato Grosso",
        "Mato Grosso do Sul",
        "Minas Gerais",
        "Pará",
        "Paraíba",
        "Paraná",
        "Pernambuco",
        "Piauí",
        "Rio de Janeiro",
        "Rio Grande do Norte",
        "Rio Grande do Sul",
        "Rondônia",
        "Roraima",
        "Santa Catarina",
        "São Paulo",
        "Sergipe",
        "Tocantins",
      ],
    };
    for (const [country, count] of Object.entries(expected)) {
      const { body } = await get(`/classified_locations/countries/${country}`);
      expect(body.states, country).toHaveLength(count);
      if (country in names) expect(body.states.map((x: any) => x.name).sort()).toEqual([...names[country as "AR"]].sort());
      for (const st of body.states) {
        const state = (await get(`/classified_locations/states/${st.id}`)).body;
        expect(state.cities.length, st.name).toBeGreaterThan(0);
        expect(state.geo_information.location.latitude).toEqual(expect.any(Number));
      }
    }
  });
});

describe("category tree changes", () => {
  const dump = async (site: string) => {
    const res = await fetch(`${s.url}/sites/${site}/all`, { headers: { "accept-encoding": "identity" } });
    const raw = Buffer.from(await res.arrayBuffer());
    const json = JSON.parse((res.headers.get("content-encoding") === "gzip" && raw[0] === 0x1f ? gunzipSync(raw) : raw).toString("utf8"));
    return { md5: res.headers.get("x-content-md5")!, created: res.headers.get("x-content-created")!, json };
  };
  const change = (site: string, body: unknown) =>
    fetch(`${s.url}/__sandbox/categories/${site}/changes`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("a tree change gives the dump a new MD5 and X-Content-Created; a reset restores the tree", async () => {
    const before = await dump("MLU");
    const leaf = Object.values(before.json as Record<string, any>).find(
      (c) => c.children_categories.length === 0 && !s.sandbox.ctx.state.catalog.itemsByCategory.has(c.id),
    )!;
    s.sandbox.ctx.clock.advance(60_000);
    const renamed = await change("MLU", { op: "rename", id: leaf.id, name: "Categoría Renombrada" });
    expect(renamed.status).toBe(200);
    const after = await dump("MLU");
    expect(after.md5).not.toBe(before.md5);
    expect(Date.parse(after.created)).toBeGreaterThan(Date.parse(before.created));
    expect(after.json[leaf.id].name).toBe("Categoría Renombrada");
    const added = (await (
      await change("MLU", { op: "add", parent_id: leaf.path_from_root[1].id, name: "Nueva Subcategoría" })
    ).json()) as any;
    expect(added.category.path_from_root.map((p: any) => p.id)).toEqual([
      ...leaf.path_from_root.slice(0, 2).map((p: any) => p.id),
      added.category.id,
    ]);
    expect((await get(`/categories/${added.category.id}`)).status).toBe(200);
    expect((await change("MLU", { op: "remove", id: added.category.id })).status).toBe(200);
    expect((await get(`/categories/${added.category.id}`)).status).toBe(404);
    await fetch(`${s.url}/__sandbox/reset`, { method: "POST" });
    expect((await dump("MLU")).md5).toBe(before.md5);
  });

  it("a category holding listings cannot be removed, and bad edits are 400 or 404", async () => {
    const [listed] = [...s.sandbox.ctx.state.catalog.itemsByCategory.keys()].filter((id) => id.startsWith("MLC"));
    expect((await change("MLC", { op: "remove", id: listed })).status).toBe(400);
    expect((await change("MLC", { op: "rename", id: "MLC1", name: "x" })).status).toBe(404);
    expect((await change("MLC", { op: "explode", id: listed })).status).toBe(400);
  });
});
