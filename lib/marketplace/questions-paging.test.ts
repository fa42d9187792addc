import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { controlPost, requestPaths, startProfileClient, type ProfileClient } from "../testing/profile-clients";
import { questionPages } from "./questions";

// Past 1,000 results the real /questions/search refuses offsets and pages with search_type=scan + scroll_id
// (notes §1 "Deep paging" and §11, https://developers.mercadolibre.com.ar/es_ar/items-y-busquedas).
let real: ProfileClient;
let spec: ProfileClient;
const TOTAL = 2_300;

beforeAll(async () => {
  [real, spec] = await Promise.all([startProfileClient("real"), startProfileClient("spec")]);
  for (const c of [real, spec]) await controlPost(c.sandbox, `/__sandbox/sellers/${c.sellerId}/questions`, { total: TOTAL });
}, 60_000);
afterAll(() => Promise.all([real?.close(), spec?.close()]));

/** What the search lists by default: every question of the seller but the DELETED ones. */
const listed = (c: ProfileClient) =>
  (c.sandbox.sandbox.ctx.state.questions.bySeller.get(c.sellerId) ?? []).filter((q) => q.status !== "DELETED").map((q) => q.id);

async function readAll(c: ProfileClient) {
  const ids: number[] = [];
  let pages = 0;
  for await (const page of questionPages(c.marketplace, { sellerId: c.sellerId, order: "DESC", limit: 100 })) {
    pages++;
    ids.push(...page.questions.map((q) => q.id));
  }
  return { ids, pages };
}

describe("questionPages", () => {
  it("over 1,000 questions, the real profile is read through a scan: every question, newest first", async () => {
    const expected = listed(real);
    expect(expected.length).toBeGreaterThan(1000);
    const { ids } = await readAll(real);
    expect(new Set(ids)).toEqual(new Set(expected));
    // The scan restarts at the top, so the first page is read twice; nothing else repeats.
    expect(ids.length).toBe(expected.length + 100);
    const scans = (await requestPaths(real.sandbox, "/questions/search")).length;
    expect(scans).toBe(1 + Math.ceil(expected.length / 100) + 1); // offset page + scan pages + the empty one
  });

  it("the spec profile, which does not scan, is read by offset to the end", async () => {
    const expected = listed(spec);
    const { ids } = await readAll(spec);
    expect(ids).toHaveLength(expected.length);
    expect(new Set(ids)).toEqual(new Set(expected));
  });

  it("a consumer that stops after the first page makes one call", async () => {
    const before = (await requestPaths(real.sandbox, "/questions/search")).length;
    for await (const page of questionPages(real.marketplace, { sellerId: real.sellerId, order: "DESC", limit: 100 })) {
      expect(page.questions).toHaveLength(100);
      break;
    }
    expect((await requestPaths(real.sandbox, "/questions/search")).length - before).toBe(1);
  });
});
