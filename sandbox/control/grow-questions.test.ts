import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { call } from "./control-test-client.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.close());

describe("control: generated questions for a big seller", () => {
  it("gives a seller questions on its own items until it has the total, findable by the seller's search; a reset undoes it", async () => {
    await call(s, "POST", "/__sandbox/reset");
    const token = await s.tokenFor(SELLER.MLA);
    const search = async () => {
      const res = await fetch(`${s.url}/questions/search?seller_id=${SELLER.MLA}&api_version=4&limit=50`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await res.json()) as { total: number; questions: Array<{ item_id: string; text: string }> };
    };
    const before = (await search()).total;
    const grown = await call(s, "POST", `/__sandbox/sellers/${SELLER.MLA}/questions`, { total: 3_000 });
    expect(grown.status).toBe(200);
    expect(grown.body.total).toBe(3_000);
    const page = await search();
    expect(page.total - before).toBe(grown.body.added); // every generated one is an open or answered question
    const own = new Set(s.sandbox.ctx.state.catalog.itemsBySeller.get(SELLER.MLA));
    expect(page.questions.every((q) => own.has(q.item_id) && q.text.length > 5)).toBe(true);
    expect((await call(s, "POST", `/__sandbox/sellers/${SELLER.MLA}/questions`, { total: 10 })).body.added).toBe(0);
    expect((await call(s, "POST", `/__sandbox/sellers/318600101/questions`, { total: 10 })).status).toBe(400);
    await call(s, "POST", "/__sandbox/reset");
    expect(s.sandbox.ctx.state.questions.bySeller.get(SELLER.MLA)!.length).toBeLessThan(3_000);
  });
});
