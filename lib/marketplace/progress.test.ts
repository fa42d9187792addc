import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../../sandbox/testing";
import type { SellerClient } from "./client";
import { createHttp } from "./http";
import { getItems, listSellerItemIds } from "./items";
import { withProgress, type Progress } from "./progress";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.close());

describe("progress of a big read", () => {
  it("reports done/total as the calls of a fan-out are made and answered, ending at done = total", async () => {
    await fetch(`${s.url}/__sandbox/sellers/${SELLER.MLA}/items`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ total: 300 }),
    });
    const token = await s.tokenFor(SELLER.MLA);
    const http = createHttp({ baseUrl: s.url, timeoutMs: 10_000 });
    const client: SellerClient = (path, options) => http(path, { ...options, token, sellerId: SELLER.MLA });
    const seen: Progress[] = [];
    const tracked = withProgress(client, (p) => seen.push(p));
    const ids = await listSellerItemIds(tracked, SELLER.MLA);
    const items = await getItems(tracked, ids);
    expect(items.length).toBe(ids.length);
    const calls = Math.ceil(ids.length / 100) + Math.ceil(ids.length / 20);
    expect(seen.at(-1)).toEqual({ done: calls, total: calls });
    // It moved forward a call at a time, never done past total.
    expect(seen.every((p, i) => p.done <= p.total && (i === 0 || p.done >= seen[i - 1]!.done))).toBe(true);
    expect(new Set(seen.map((p) => p.done)).size).toBe(calls + 1);
  });
});
