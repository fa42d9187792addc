import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../../sandbox/testing";
import type { SellerClient } from "../marketplace/client";
import { createHttp } from "../marketplace/http";
import { calculateFreeShipping } from "./calculate";

// The real API needs free_shipping for the correct cost (notes §7); the real-profile sandbox refuses
// without it, so these fail if the calculator stops sending it.
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ profile: "real", rate: null });
});
afterAll(() => sandbox.close());

async function clientFor(sellerId: number): Promise<SellerClient> {
  const http = createHttp({ baseUrl: sandbox.url, timeoutMs: 5_000, backoffMs: 1 });
  const token = await sandbox.tokenFor(sellerId);
  return (path, options) => http(path, { ...options, token });
}

describe("the calculator against the real profile", () => {
  it("prices a package (free_shipping sent)", async () => {
    const marketplace = await clientFor(SELLER.MLB);
    const result = await calculateFreeShipping(marketplace, SELLER.MLB, { by: "package", height: 10, width: 10, length: 10, weight: 2000 });
    expect(result.cost.currencyId).toBe("BRL");
    expect(result.cost.listCost).toBeGreaterThan(0);
  });

  it("prices a new item by its category's standard package (free_shipping sent)", async () => {
    const marketplace = await clientFor(SELLER.MLA);
    const categoryId = [...sandbox.sandbox.ctx.state.catalog.items.values()].find((i) => i.site_id === "MLA")!.category_id;
    const result = await calculateFreeShipping(marketplace, SELLER.MLA, {
      by: "new_item",
      currencyId: "ARS",
      listingTypeId: "gold_special",
      condition: "new",
      categoryId,
      price: 25_000,
    });
    expect(result.cost.currencyId).toBe("ARS");
  });
});
