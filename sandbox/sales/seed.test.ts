import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Rng } from "../core/rng.ts";
import type { RunningSandbox } from "../testing.ts";
import { seedSales } from "./seed.ts";
import { DEFAULT_CAPS } from "./state.ts";
import { startSalesSandbox } from "./test-support.ts";

let s: RunningSandbox;
beforeAll(async () => { s = await startSalesSandbox(); });
afterAll(async () => { await s.close(); });

describe("sales seed", () => {
  test("every seller has sales with every logistic type, excepted cases and blocked packs", () => {
    const { sales, shipments } = s.sandbox.ctx.state.sales;
    const all = [...sales.values()];
    for (const seller of [...s.sandbox.ctx.state.users.values()].filter((u) => u.role === "seller")) {
      const own = all.filter((x) => x.seller_id === seller.id);
      expect(own.length, seller.nickname).toBeGreaterThanOrEqual(40);
      expect(own.some((x) => x.excepted === "manufacturing_time"), seller.nickname).toBe(true);
      const types = new Set(own.map((x) => shipments.get(x.shipment_id)!.logistic_type));
      expect(types.size, seller.nickname).toBeGreaterThanOrEqual(5);
    }
    expect(all.some((x) => x.excepted === "auto_parts")).toBe(true);
    expect(all.some((x) => x.blocked)).toBe(true);
    expect(all.some((x) => x.is_pack && x.order_ids.length > 1)).toBe(true);
    for (const sh of shipments.values()) expect(sh.mode).toBe(sh.logistic_type === "custom" ? "custom" : "me2");
  });

  test("caps start at 1 per option and 2 for OTHER; seeded billing requests spent theirs", () => {
    expect(DEFAULT_CAPS).toEqual({ REQUEST_VARIANTS: 1, REQUEST_BILLING_INFO: 1, SEND_INVOICE_LINK: 1, OTHER: 2, DELIVERY_PROMISE: 1 });
    for (const sale of s.sandbox.ctx.state.sales.sales.values()) {
      const asked = sale.messages.some((m) => m.option_id === "REQUEST_BILLING_INFO");
      expect(sale.caps.REQUEST_BILLING_INFO).toBe(asked ? 0 : 1);
    }
  });

  // Its speed is a figure of bench/, not an assertion: a busy machine must not fail this.
  test("the sales seed is deterministic", () => {
    const state = s.sandbox.ctx.state;
    const now = new Date("2026-04-01T12:00:00Z");
    const a = seedSales(state, new Rng("x"), now);
    const b = seedSales(state, new Rng("x"), now);
    expect([...a.orders.keys()]).toEqual([...b.orders.keys()]);
  });
});
