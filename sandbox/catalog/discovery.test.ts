import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "../testing.ts";
import { getJson } from "./test-helpers.ts";
import type { Item } from "./types.ts";

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const discover = (site: string, query: string) => getJson<any>(`${sb.url}/sites/${site}/domain_discovery/search?${query}`);
const topValues = (domain: string, attribute: string, body?: unknown, query = "") =>
  getJson<any>(`${sb.url}/catalog_domains/${domain}/attributes/${attribute}/top_values${query}`, {
    method: "POST",
    ...(body ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
  });

describe("domain discovery", () => {
  it("q is required", async () => {
    const res = await discover("MLA", "limit=2");
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("bad_request");
  });

  it("limit defaults to 4 and must be between 1 and 8", async () => {
    expect((await discover("MLA", "q=zapatillas")).body).toHaveLength(4);
    expect((await discover("MLA", "q=zapatillas&limit=8")).body).toHaveLength(8);
    expect((await discover("MLA", "q=zapatillas&limit=1")).body).toHaveLength(1);
    for (const bad of ["0", "9", "abc"]) expect((await discover("MLA", `q=zapatillas&limit=${bad}`)).status).toBe(400);
  });

  it("results are ordered by probability: the best match comes first", async () => {
    const res = (await discover("MLA", "q=heladera%20no%20frost%20whirlpool&limit=8")).body;
    expect(res[0].domain_id).toBe("MLA-REFRIGERATORS");
    const phones = (await discover("MLA", "q=celular%20samsung%20galaxy%20a15")).body;
    expect(phones[0].domain_id).toBe("MLA-CELLPHONES");
    expect(phones[0].category_name).toBe("Samsung");
    for (const r of phones)
      expect(Object.keys(r).sort()).toEqual(["attributes", "category_id", "category_name", "domain_id", "domain_name"]);
  });

  it("queries are accent-folded and plural-insensitive: 'zapatilla nike' and 'zapatílla' find a sneakers category", async () => {
    for (const q of ["zapatilla nike", "zapatílla", "ZAPATILLAS"]) {
      const res = (await discover("MLA", `q=${encodeURIComponent(q)}`)).body;
      expect(res[0].domain_id, q).toBe("MLA-SNEAKERS");
      expect(res[0].domain_name).toBe("Zapatillas");
    }
  });

  it("known values in the query come back as attributes (a brand name)", async () => {
    const [best] = (await discover("MLA", "q=zapatillas%20nike%20mujer")).body;
    expect(best.attributes).toContainEqual(expect.objectContaining({ id: "BRAND", value_name: "Nike", name: "Marca" }));
    expect(best.attributes.find((a: any) => a.id === "BRAND").value_id).toMatch(/^\d+$/);
  });

  it("Portuguese queries work on MLB", async () => {
    const [best] = (await discover("MLB", `q=${encodeURIComponent("Tênis Feminino Olympikus Corre 3 Preto")}`)).body;
    expect(best.domain_id).toBe("MLB-SNEAKERS");
    expect(best.attributes.map((a: any) => a.value_name)).toEqual(expect.arrayContaining(["Olympikus", "Feminino"]));
    const [mattress] = (await discover("MLB", `q=${encodeURIComponent("colchão casal")}`)).body;
    expect(mattress.domain_id).toBe("MLB-MATTRESSES");
  });

  it("target=classified keeps real estate and vehicles, target=core leaves them out", async () => {
    const classified = (await discover("MLA", "q=departamento%203%20ambientes%20venta&target=classified")).body;
    expect(classified[0].domain_id).toBe("MLA-APARTMENTS_FOR_SALE");
    const core = (await discover("MLA", "q=departamento%203%20ambientes%20venta&target=core")).body;
    expect(core.every((r: any) => !r.domain_id.endsWith("_FOR_SALE"))).toBe(true);
    expect((await discover("MLA", "q=casa&target=other")).status).toBe(400);
  });
});

describe("top values", () => {
  /** The domain with the most items listed in the last 90 days, and those items. */
  function busiestDomain(): { domain: string; items: Item[] } {
    const since = sb.sandbox.ctx.clock.nowMs() - 90 * 86_400_000;
    let best = { domain: "", items: [] as Item[] };
    for (const [domain, ids] of sb.sandbox.ctx.state.catalog.itemsByDomain) {
      const recent = ids.map((id) => sb.sandbox.ctx.state.catalog.items.get(id)!).filter((i) => Date.parse(i.date_created) >= since);
      if (recent.length > best.items.length) best = { domain, items: recent };
    }
    return best;
  }
  const countBy = (items: Item[], attribute: string) => {
    const counts = new Map<string, number>();
    for (const i of items) {
      const v = i.attributes?.find((a) => a.id === attribute);
      if (v) counts.set(v.value_name, (counts.get(v.value_name) ?? 0) + 1);
    }
    return counts;
  };

  it("counts the values used by the domain's items of the last 90 days, most used first", async () => {
    const { domain, items } = busiestDomain();
    expect(items.length).toBeGreaterThan(3);
    const res = await topValues(domain, "BRAND");
    expect(res.status).toBe(200);
    const expected = countBy(items, "BRAND");
    expect(Object.fromEntries(res.body.map((v: any) => [v.name, v.metric]))).toEqual(Object.fromEntries(expected));
    for (let i = 1; i < res.body.length; i++) expect(res.body[i - 1].metric).toBeGreaterThanOrEqual(res.body[i].metric);
  });

  it("known_attributes ranks only values of the items that match them", async () => {
    const { domain, items } = busiestDomain();
    const [brand] = (await topValues(domain, "BRAND")).body;
    const matching = items.filter((i) => i.attributes?.some((a) => a.id === "BRAND" && a.value_id === brand.id));
    const res = await topValues(domain, "COLOR", { known_attributes: [{ id: "BRAND", value_id: brand.id }] });
    const total = res.body.reduce((s: number, v: any) => s + v.metric, 0);
    expect(total).toBe(matching.filter((i) => i.attributes?.some((a) => a.id === "COLOR")).length);
    const none = await topValues(domain, "COLOR", { known_attributes: [{ id: "BRAND", value_id: "0" }] });
    expect(none.body).toEqual([]);
  });

  it("limit is at most 1000 and metric_type is NOL_90, in the query or the body", async () => {
    const { domain } = busiestDomain();
    expect((await topValues(domain, "BRAND", undefined, "?limit=1")).body).toHaveLength(1);
    expect((await topValues(domain, "BRAND", { limit: 1 })).body).toHaveLength(1);
    expect((await topValues(domain, "BRAND", undefined, "?limit=1000")).status).toBe(200);
    expect((await topValues(domain, "BRAND", undefined, "?limit=1001")).status).toBe(400);
    expect((await topValues(domain, "BRAND", { limit: 1001 })).status).toBe(400);
    expect((await topValues(domain, "BRAND", undefined, "?metric_type=NOL_90")).status).toBe(200);
    expect((await topValues(domain, "BRAND", { metric_type: "SALES" })).status).toBe(400);
    expect((await topValues("MLA-NOT_A_DOMAIN", "BRAND")).status).toBe(404);
  });
});
