import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { SCROLL_TTL_MS } from "./deep-paging.ts";

// Deep paging of /users/{id}/items/search and /questions/search (notes §1 and §11, items-y-busquedas:
// https://developers.mercadolibre.com.ar/es_ar/items-y-busquedas).
let real: RunningSandbox;
let spec: RunningSandbox;
let realToken: string;
let specToken: string;
const ITEMS = 1_230;
// The seeded MLA seller has about 2,000 questions: growing past that exercises the control route too.
const QUESTIONS = 2_500;

async function grow(sb: RunningSandbox) {
  for (const [kind, total] of [
    ["items", ITEMS],
    ["questions", QUESTIONS],
  ] as const) {
    const res = await fetch(`${sb.url}/__sandbox/sellers/${SELLER.MLA}/${kind}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ total }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).total).toBe(total);
  }
}

beforeAll(async () => {
  [real, spec] = await Promise.all([startSandbox({ profile: "real", rate: null }), startSandbox()]);
  await Promise.all([grow(real), grow(spec)]);
  [realToken, specToken] = await Promise.all([real.tokenFor(SELLER.MLA), spec.tokenFor(SELLER.MLA)]);
}, 60_000);
afterAll(() => Promise.all([real.close(), spec.close()]));

const get = async (sb: RunningSandbox, token: string, path: string) => {
  const res = await fetch(`${sb.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as any };
};
const itemsPath = (query: string) => `/users/${SELLER.MLA}/items/search?${query}`;
const questionsPath = (query: string) => `/questions/search?seller_id=${SELLER.MLA}&api_version=4&${query}`;

describe("control: growing a seller's questions", () => {
  it("adds generated questions until the seller has the total asked, and never removes any", async () => {
    const res = await fetch(`${real.url}/__sandbox/sellers/${SELLER.MLA}/questions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ total: 100 }),
    });
    expect(await res.json()).toEqual({ added: 0, total: QUESTIONS });
    const all = real.sandbox.ctx.state.questions.bySeller.get(SELLER.MLA)!;
    expect(all).toHaveLength(QUESTIONS);
    // Searchable like any other: the search lists every one but the DELETED (seeded ones only).
    const page = await get(real, realToken, questionsPath("limit=1"));
    expect(page.body.total).toBe(all.filter((q) => q.status !== "DELETED").length);
  });
});

describe("profile real: an offset window past 1,000 is refused", () => {
  it("items search: offset + limit over 1,000 answers 400 bad_request; up to 1,000 is served", async () => {
    expect((await get(real, realToken, itemsPath("offset=900&limit=100"))).status).toBe(200);
    const refused = await get(real, realToken, itemsPath("offset=1000&limit=50"));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: "bad_request", status: 400, cause: expect.any(Array) });
    expect(refused.body.message).toMatch(/offset/);
  });

  it("questions search: offset + limit over 1,000 answers 400 bad_request", async () => {
    const refused = await get(real, realToken, questionsPath("offset=950&limit=100"));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: "bad_request", status: 400 });
  });

  it("the spec profile pages past 1,000 by offset", async () => {
    const page = await get(spec, specToken, itemsPath("offset=1200&limit=50"));
    expect(page.status).toBe(200);
    expect(page.body.results).toHaveLength(ITEMS - 1200);
    expect((await get(spec, specToken, questionsPath("offset=1000&limit=100"))).status).toBe(200);
  });
});

describe("profile real: search_type=scan follows scroll_id to the end", () => {
  async function scanAll(path: (q: string) => string, key: "results" | "questions") {
    const ids: Array<string | number> = [];
    let page = await get(real, realToken, path("search_type=scan&limit=100"));
    let calls = 1;
    while (page.status === 200 && page.body[key].length > 0) {
      expect(typeof page.body.scroll_id).toBe("string");
      ids.push(...page.body[key].map((r: string | { id: number }) => (typeof r === "string" ? r : r.id)));
      page = await get(real, realToken, path(`search_type=scan&limit=100&scroll_id=${encodeURIComponent(page.body.scroll_id)}`));
      calls++;
    }
    expect(page.status).toBe(200);
    return { ids, calls };
  }

  it("items search: every id once, then an empty page", async () => {
    const { ids, calls } = await scanAll(itemsPath, "results");
    expect(ids).toHaveLength(ITEMS);
    expect(new Set(ids).size).toBe(ITEMS);
    expect(calls).toBe(Math.ceil(ITEMS / 100) + 1);
  });

  it("questions search: every question once, then an empty page", async () => {
    const total = (await get(real, realToken, questionsPath("limit=1"))).body.total;
    const { ids } = await scanAll(questionsPath, "questions");
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });

  it("a scroll id expires 5 minutes after its last use", async () => {
    const first = await get(real, realToken, itemsPath("search_type=scan&limit=100"));
    const next = itemsPath(`search_type=scan&limit=100&scroll_id=${first.body.scroll_id}`);
    real.sandbox.ctx.clock.advance(SCROLL_TTL_MS - 1_000);
    expect((await get(real, realToken, next)).status).toBe(200); // used again: five more minutes
    real.sandbox.ctx.clock.advance(SCROLL_TTL_MS - 1_000);
    expect((await get(real, realToken, next)).status).toBe(200);
    real.sandbox.ctx.clock.advance(SCROLL_TTL_MS + 1_000);
    const expired = await get(real, realToken, next);
    expect(expired.status).toBe(400);
    expect(expired.body.status).toBe(400);
  });

  it("the spec profile ignores search_type and scroll_id: no scroll_id, the offset page", async () => {
    const page = await get(spec, specToken, itemsPath("search_type=scan&limit=100&offset=100"));
    expect(page.status).toBe(200);
    expect(page.body.scroll_id).toBeUndefined();
    expect(page.body.paging.offset).toBe(100);
    expect((await get(spec, specToken, questionsPath("search_type=scan&limit=10"))).body.scroll_id).toBeUndefined();
  });
});
