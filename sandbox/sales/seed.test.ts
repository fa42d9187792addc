import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Rng } from "../core/rng.ts";
import { SELLER, type RunningSandbox } from "../testing.ts";
import { seedSales } from "./seed.ts";
import { DEFAULT_CAPS } from "./state.ts";
import { startSalesSandbox } from "./test-support.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSalesSandbox();
});
afterAll(async () => {
  await s.close();
});

describe("sales seed", () => {
  test("every seller has sales with every logistic type, excepted cases and blocked packs", () => {
    const { sales, shipments } = s.sandbox.ctx.state.sales;
    const all = [...sales.values()];
    for (const seller of [...s.sandbox.ctx.state.users.values()].filter((u) => u.role === "seller")) {
      const own = all.filter((x) => x.seller_id === seller.id);
      expect(own.length, seller.nickname).toBeGreaterThanOrEqual(40);
      expect(
        own.some((x) => x.excepted === "manufacturing_time"),
        seller.nickname,
      ).toBe(true);
      const types = new Set(own.map((x) => shipments.get(x.shipment_id)!.logistic_type));
      expect(types.size, seller.nickname).toBeGreaterThanOrEqual(5);
    }
    expect(all.some((x) => x.excepted === "auto_parts")).toBe(true);
    expect(all.some((x) => x.blocked)).toBe(true);
    expect(all.some((x) => x.is_pack && x.order_ids.length > 1)).toBe(true);
    for (const sh of shipments.values()) expect(sh.mode).toBe(sh.logistic_type === "custom" ? "custom" : "me2");
  });

  test("every seller has a few large carts (4–6 orders), one among its newest 20 sales; a cart is one buyer, shipment and pack of different items", () => {
    const { sales, orders, shipments } = s.sandbox.ctx.state.sales;
    const all = [...sales.values()];
    for (const seller of [...s.sandbox.ctx.state.users.values()].filter((u) => u.role === "seller")) {
      const own = all.filter((x) => x.seller_id === seller.id).sort((a, b) => b.date_created.getTime() - a.date_created.getTime());
      const large = own.filter((x) => x.order_ids.length >= 4);
      expect(large.length, seller.nickname).toBeGreaterThanOrEqual(2);
      // Rare, as real carts: most packs stay of 2–3 orders.
      expect(large.length, seller.nickname).toBeLessThan(own.filter((x) => x.is_pack).length);
      // The list's first page (30 rows) shows one: the oldest pack among the newest 20 sales is a large cart.
      // The two sales seeded on their way (the Flex one and the one due today) come on top of those 20.
      const recentPacks = own.slice(0, 22).filter((x) => x.is_pack);
      if (recentPacks.length > 0)
        expect(
          recentPacks.at(-1)!.order_ids.length,
          `${seller.nickname}: the oldest pack among the newest 20 random sales`,
        ).toBeGreaterThanOrEqual(4);
      if (seller.id === SELLER.MLA) expect(recentPacks.length, "packs among the MLA seller's newest 20 sales").toBeGreaterThan(0);
      for (const cart of large) {
        expect(cart.is_pack).toBe(true);
        expect(cart.order_ids.length).toBeLessThanOrEqual(6);
        const cartOrders = cart.order_ids.map((id) => orders.get(id)!);
        for (const o of cartOrders) {
          expect(o).toMatchObject({
            pack_id: cart.id,
            sale_id: cart.id,
            buyer_id: cart.buyer_id,
            shipment_id: cart.shipment_id,
            status: cartOrders[0]!.status,
          });
          expect(o.tags).toContain("pack_order");
        }
        expect(
          new Set(cartOrders.map((o) => o.items[0]!.item_id)).size,
          "the orders added to a pack are other items",
        ).toBeGreaterThanOrEqual(cart.order_ids.length - 1);
        expect([...cart.order_ids].sort((a, b) => a - b)).toEqual(cart.order_ids);
        expect(shipments.get(cart.shipment_id)!.order_ids).toEqual(cart.order_ids);
      }
    }
    // Order ids stay unique and grow with time.
    const byDate = [...orders.values()].sort((a, b) => a.date_created.getTime() - b.date_created.getTime() || a.id - b.id);
    expect(new Set(byDate.map((o) => o.id)).size).toBe(orders.size);
  });

  test("caps start at 1 per option and 2 for OTHER; seeded billing requests spent theirs", () => {
    expect(DEFAULT_CAPS).toEqual({ REQUEST_VARIANTS: 1, REQUEST_BILLING_INFO: 1, SEND_INVOICE_LINK: 1, OTHER: 2, DELIVERY_PROMISE: 1 });
    for (const sale of s.sandbox.ctx.state.sales.sales.values()) {
      const asked = sale.messages.some((m) => m.option_id === "REQUEST_BILLING_INFO");
      expect(sale.caps.REQUEST_BILLING_INFO).toBe(asked ? 0 : 1);
    }
  });

  test("every seller has a Flex sale still on its way with no conversation yet (where a delivery promise applies)", () => {
    const { sales, shipments } = s.sandbox.ctx.state.sales;
    for (const seller of [...s.sandbox.ctx.state.users.values()].filter((u) => u.role === "seller")) {
      const own = [...sales.values()].filter((x) => x.seller_id === seller.id);
      if (own.length === 0) continue;
      const onItsWay = own.filter((x) => {
        const shipment = shipments.get(x.shipment_id)!;
        return shipment.logistic_type === "self_service" && shipment.status !== "delivered" && shipment.status !== "cancelled";
      });
      expect(
        onItsWay.some((x) => x.messages.length === 0 && !x.excepted && !x.blocked),
        seller.nickname,
      ).toBe(true);
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
