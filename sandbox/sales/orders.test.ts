import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { SELLER, type RunningSandbox } from "../testing.ts";
import { call, findSale, resetSales, startSalesSandbox, token } from "./test-support.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSalesSandbox();
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => resetSales(s));

describe("orders and shipments", () => {
  test("orders search requires a bearer token", async () => {
    const res = await call(s, "GET", `/orders/search?seller=${SELLER.MLA}`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: "invalid_token", status: 401 });
  });

  test("orders search returns only the caller's orders, with the real shape and paging", async () => {
    const t = await token(s, SELLER.MLA);
    const mine = [...s.sandbox.ctx.state.sales.orders.values()].filter((o) => o.seller_id === SELLER.MLA);
    const first = await call(s, "GET", `/orders/search?seller=${SELLER.MLA}&offset=0&limit=10`, t);
    expect(first.status).toBe(200);
    expect(first.body.paging).toEqual({ total: mine.length, offset: 0, limit: 10 });
    expect(first.body.results).toHaveLength(10);
    expect(first.body).toHaveProperty("sort.id", "date_asc");
    expect(first.body.available_sorts.length).toBeGreaterThan(0);
    const order = first.body.results[0];
    expect(order).toMatchObject({ seller: { id: SELLER.MLA }, shipping: { id: expect.any(Number) }, currency_id: "ARS" });
    expect(order.buyer).toEqual({ id: expect.any(Number), nickname: expect.any(String) });
    expect(order.order_items[0]).toMatchObject({
      item: { id: expect.any(String), title: expect.any(String), category_id: expect.any(String) },
      quantity: expect.any(Number),
      unit_price: expect.any(Number),
    });
    expect(order.date_created).toMatch(/-03:00$/);
    expect(order.total_amount).toBe(order.order_items.reduce((sum: number, l: any) => sum + l.quantity * l.unit_price, 0));
    for (const r of first.body.results) expect(r.seller.id).toBe(SELLER.MLA);

    const second = await call(s, "GET", `/orders/search?seller=${SELLER.MLA}&offset=10&limit=10`, t);
    const ids = new Set(first.body.results.map((r: any) => r.id));
    expect(second.body.results.some((r: any) => ids.has(r.id))).toBe(false);
    const last = await call(s, "GET", `/orders/search?seller=${SELLER.MLA}&offset=${mine.length - 3}&limit=10`, t);
    expect(last.body.results).toHaveLength(3);
  });

  test("orders search of another seller is forbidden", async () => {
    const t = await token(s, SELLER.MLA);
    const res = await call(s, "GET", `/orders/search?seller=${SELLER.MLB}`, t);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("forbidden");
  });

  test("orders are bought by seeded buyers of the seller's site over the last 60 days", () => {
    const { orders } = s.sandbox.ctx.state.sales;
    const users = s.sandbox.ctx.state.users;
    const now = s.sandbox.ctx.clock.nowMs();
    expect(orders.size).toBeGreaterThan(0);
    for (const o of orders.values()) {
      const buyer = users.get(o.buyer_id)!;
      expect(buyer.role).toBe("buyer");
      expect(buyer.site_id).toBe(o.site_id);
      expect(now - o.date_created.getTime()).toBeLessThanOrEqual(61 * 86_400_000);
      const item = s.sandbox.ctx.state.catalog.items.get(o.items[0]!.item_id)!;
      expect(item.seller_id).toBe(o.seller_id);
    }
  });

  test("a shipment is visible to the order's seller and buyer only", async () => {
    const { sale, shipment } = findSale(s, { site: "MLB" });
    const seller = await call(s, "GET", `/shipments/${shipment.id}`, await token(s, sale.seller_id));
    expect(seller.status).toBe(200);
    expect(seller.body).toMatchObject({
      id: shipment.id,
      status: shipment.status,
      logistic_type: shipment.logistic_type,
      mode: shipment.logistic_type === "custom" ? "custom" : "me2",
    });
    expect(seller.body.receiver_address.city.name).toBeTruthy();
    expect(seller.body.receiver_address.state.name).toBeTruthy();
    expect(seller.body.date_created).toMatch(/-03:00$/);
    expect((await call(s, "GET", `/shipments/${shipment.id}`, await token(s, sale.buyer_id))).status).toBe(200);
    expect((await call(s, "GET", `/shipments/${shipment.id}`, await token(s, SELLER.MLA))).status).toBe(403);
    expect((await call(s, "GET", `/shipments/${shipment.id}`)).status).toBe(401);
  });

  test("an order's shipment is reachable from the order", async () => {
    const { sale, shipment } = findSale(s, { site: "MLM" });
    const res = await call(s, "GET", `/orders/${sale.order_ids[0]}/shipments`, await token(s, sale.seller_id));
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(shipment.id);
  });

  test("a pack lists its orders and shipment; single orders have no pack", async () => {
    const packs = [...s.sandbox.ctx.state.sales.sales.values()];
    const pack = packs.find((p) => p.is_pack)!;
    const single = packs.find((p) => !p.is_pack)!;
    const t = await token(s, pack.seller_id);
    const res = await call(s, "GET", `/packs/${pack.id}`, t);
    expect(res.status).toBe(200);
    expect(res.body.orders.map((o: any) => o.id)).toEqual(pack.order_ids);
    for (const id of pack.order_ids) expect(s.sandbox.ctx.state.sales.orders.get(id)!.pack_id).toBe(pack.id);
    expect((await call(s, "GET", `/packs/${single.id}`, await token(s, single.seller_id))).status).toBe(404);
    expect(s.sandbox.ctx.state.sales.orders.get(single.id)!.pack_id).toBeNull();
  });

  test("a large cart (4–6 orders): the pack, the orders search and its conversation all hold every order", async () => {
    const cart = [...s.sandbox.ctx.state.sales.sales.values()].find((p) => p.order_ids.length >= 4 && !p.excepted && !p.blocked)!;
    expect(cart, "a seeded large cart").toBeDefined();
    const t = await token(s, cart.seller_id);
    const pack = await call(s, "GET", `/packs/${cart.id}`, t);
    expect(pack.status).toBe(200);
    expect(pack.body.orders.map((o: any) => o.id)).toEqual(cart.order_ids);
    const search = await call(s, "GET", `/orders/search?seller=${cart.seller_id}&limit=51&offset=0&sort=date_desc`, t);
    const total = search.body.paging.total as number;
    const found: any[] = [];
    for (let offset = 0; offset < total; offset += 51) {
      const page =
        offset === 0 ? search : await call(s, "GET", `/orders/search?seller=${cart.seller_id}&limit=51&offset=${offset}&sort=date_desc`, t);
      found.push(...page.body.results.filter((o: any) => o.pack_id === cart.id));
    }
    expect(found.map((o) => o.id).sort()).toEqual([...cart.order_ids].sort());
    // Every order of the cart reaches the same pack: its conversation and action guide.
    for (const id of cart.order_ids) expect((await call(s, "GET", `/orders/${id}`, t)).body.pack_id).toBe(cart.id);
    const convo = await call(s, "GET", `/messages/packs/${cart.id}/sellers/${cart.seller_id}?tag=post_sale`, t);
    expect(convo.status).toBe(200);
    expect((await call(s, "GET", `/messages/action_guide/packs/${cart.id}`, t)).status).toBe(200);
    const shipment = await call(s, "GET", `/shipments/${cart.shipment_id}`, t);
    expect(shipment.body.order_ids).toEqual(cart.order_ids);
  });
});
