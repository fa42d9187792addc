import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startReceiver, type Receiver } from "../notifications/receiver.ts";
import { SELLER, type RunningSandbox } from "../testing.ts";
import { call, guideSale, resetSales, startSalesSandbox, token } from "./test-support.ts";

let s: RunningSandbox;
let receiver: Receiver;
beforeAll(async () => {
  s = await startSalesSandbox();
  receiver = await startReceiver();
});
afterAll(async () => {
  await s.close();
  await receiver.close();
});
beforeEach(() => {
  resetSales(s);
  s.sandbox.ctx.state.application.callbackUrl = receiver.url;
  s.sandbox.ctx.state.application.topics = ["questions", "messages"];
});

describe("messages notifications (notes §3: sub-topic messages, bare message id, actions)", () => {
  test("a buyer reply notifies the seller on topic messages with the bare message id and actions created", async () => {
    const { sale } = guideSale(s, { logistic: ["drop_off"] });
    const reply = await call(s, "POST", `/__sandbox/packs/${sale.id}/buyer_reply`, undefined, { text: "Hola, ¿cuándo llega?" });
    expect(reply.status).toBe(201);
    const [n] = await receiver.waitFor(1, (b) => b.resource === reply.body.id);
    expect(n).toMatchObject({ topic: "messages", user_id: sale.seller_id, resource: reply.body.id, actions: ["created"] });
    expect(n!.resource).not.toContain("/");
  });

  test("no messages notification is sent when the application did not subscribe to the topic", async () => {
    s.sandbox.ctx.state.application.topics = ["questions"];
    const { sale } = guideSale(s, { logistic: ["fulfillment"] });
    const before = receiver.received.length;
    await call(s, "POST", `/__sandbox/packs/${sale.id}/buyer_reply`, undefined, {});
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.received.slice(before).filter((b) => b.topic === "messages")).toEqual([]);
  });

  test("GET /messages/{id} returns the notified message with its pack in message_resources, for its seller only", async () => {
    const { sale } = guideSale(s, { logistic: ["drop_off"] });
    const reply = await call(s, "POST", `/__sandbox/packs/${sale.id}/buyer_reply`, undefined, { text: "¿Me mandan la factura?" });
    const read = await call(s, "GET", `/messages/${reply.body.id}?tag=post_sale`, await token(s, sale.seller_id));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: reply.body.id, text: "¿Me mandan la factura?", from: { user_id: sale.buyer_id } });
    expect(read.body.message_resources[0]).toEqual({ id: String(sale.id), name: sale.is_pack ? "packs" : "orders" });
    const other = Object.values(SELLER).find((id) => id !== sale.seller_id)!;
    expect((await call(s, "GET", `/messages/${reply.body.id}`, await token(s, other))).status).toBe(403);
    expect((await call(s, "GET", `/messages/ffffffffffffffffffffffffffffffff`, await token(s, sale.seller_id))).status).toBe(404);
  });
});

describe("bench seller (control route)", () => {
  test("a seller can be given 2,000 sales, listed through /orders/search", async () => {
    const res = await call(s, "POST", `/__sandbox/sellers/${SELLER.MLA}/sales`, undefined, { count: 2000 });
    expect(res.status).toBe(200);
    expect(res.body.sales).toBe(2000);
    const page = await call(s, "GET", `/orders/search?seller=${SELLER.MLA}&limit=1`, await token(s, SELLER.MLA));
    expect(page.body.paging.total).toBe(res.body.orders);
    expect(res.body.orders).toBeGreaterThanOrEqual(2000);
    expect((await call(s, "POST", `/__sandbox/sellers/318600101/sales`, undefined, { count: 10 })).status).toBe(404);
  });
});
