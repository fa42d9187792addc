import { describe, expect, it } from "vitest";
import type { MarketplaceOrder } from "../marketplace/orders";
import { basesFromOrders } from "./sync-sale";

const order = (id: number, title: string, packId: number | null): MarketplaceOrder => ({
  id,
  status: "paid",
  date_created: `2026-11-0${id % 9}T10:00:00.000-03:00`,
  pack_id: packId,
  total_amount: 10,
  currency_id: "ARS",
  buyer: { id: 7, nickname: "BUYER" },
  order_items: [{ item: { id: `MLA${id}`, title }, quantity: 1, unit_price: 10 }],
  shipping: { id: 99 },
});

describe("sales from orders", () => {
  it("a cart lists its items and orders in the order they were bought, however the orders came", () => {
    const newestFirst = [order(203, "third", 5), order(202, "second", 5), order(201, "first", 5), order(300, "alone", null)];
    const [cart, alone] = basesFromOrders(newestFirst);
    expect(cart!.orderIds).toEqual([201n, 202n, 203n]);
    expect(cart!.items.map((i) => i.title)).toEqual(["first", "second", "third"]);
    expect(cart!.total).toBe(30);
    expect(basesFromOrders([order(201, "first", 5), order(203, "third", 5), order(202, "second", 5)])[0]!.orderIds).toEqual([
      201n,
      202n,
      203n,
    ]);
    expect(alone).toMatchObject({ id: 300n, isPack: false, orderIds: [300n] });
  });
});
