import { promisePreview } from "./promise-preview";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postOption } from "../marketplace/action-guide";
import { getMessage } from "../marketplace/messages";
import { getShipment } from "../marketplace/orders";
import { createInboxFixture, type InboxFixture, type TestWorkspace } from "../testing/test-inbox";
import { startSalesSandbox, type SaleFilter } from "../../sandbox/sales/test-support";
import type { RunningSandbox } from "../../sandbox/testing";
import { getSaleDetail } from "./get-sale-detail";
import { classifyGuideError } from "./guide-errors";
import { sendPlainMessage } from "./send";

/**
 * The sales side against a real-profile sandbox (SANDBOX_PROFILE=real): the real API's shapes and refusals
 * (notes §6 and §11), each of which the spec-profile suite (sales.test.ts) never meets.
 */
let running: RunningSandbox;
let f: InboxFixture;
const used = new Set<number>();

beforeAll(async () => {
  running = await startSalesSandbox({ profile: "real", rate: null });
  f = await createInboxFixture(running);
}, 120_000);
afterAll(() => f.close());

/** A fresh seeded sale of the workspace's seller that no other test touched. */
function sale(ws: TestWorkspace, filter: SaleFilter = {}) {
  const { sales, shipments } = running.sandbox.ctx.state.sales;
  for (const s of sales.values()) {
    if (s.seller_id !== ws.sellerId || used.has(s.id) || s.excepted || s.blocked !== null || s.messages.length > 0) continue;
    const shipment = shipments.get(s.shipment_id)!;
    if (filter.logistic && !filter.logistic.includes(shipment.logistic_type)) continue;
    if (shipment.status === "cancelled") continue;
    if (shipment.status === "delivered") Object.assign(shipment, { status: "shipped", substatus: "on_route" });
    used.add(s.id);
    return s;
  }
  throw new Error(`no sale for ${JSON.stringify(filter)}`);
}

const viewer = (ws: TestWorkspace, siteId: string) => ({ workspaceId: ws.id, sellerId: ws.sellerId, siteId, userId: ws.agent.userId });
const sender = (ws: TestWorkspace, siteId?: string) => ({
  db: f.db,
  marketplace: ws.marketplace,
  workspaceId: ws.id,
  sellerId: ws.sellerId,
  ...(siteId ? { siteId } : {}),
  user: { id: ws.agent.userId, name: "agent" },
});
const key = () => `k${Math.random().toString(36).slice(2)}${Date.now()}`;
const buyerReply = (saleId: number) =>
  fetch(`${running.url}/__sandbox/packs/${saleId}/buyer_reply`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  }).then((r) => r.json() as Promise<{ id: string }>);
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: unknown) => e,
  );

describe("opening a sale on the real profile", () => {
  it("reads the shipment's new format (x-format-new) and the DELIVERY_PROMISE texts keyed by site", async () => {
    const s = sale(f.a, { logistic: ["self_service"] });
    const detail = await getSaleDetail(f.db, f.a.marketplace, viewer(f.a, "MLA"), BigInt(s.id));
    expect(detail.sale.shipment.logisticType).toBe("self_service");
    expect(detail.sale.shipment.city).toBe(running.sandbox.ctx.state.sales.shipments.get(s.shipment_id)!.receiver.city);
    const promise = detail.guide.reasons.find((r) => r.id === "DELIVERY_PROMISE")!;
    expect(promise.templates[0]!.text).toBe("Hola,Entregaremos tu compra %s entre las %d y las %d hs.");
    expect(promisePreview(promise.templates[0]!.text, { templateId: promise.templates[0]!.id, init: 9, limit: 18 }, "MLA")).toBe(
      "Hola,Entregaremos tu compra hoy entre las 9 y las 18 hs.",
    );
    // The template without texts is still offered, with the documented wording for the site.
    const billing = detail.guide.reasons.find((r) => r.id === "REQUEST_BILLING_INFO")!;
    expect(billing.templates[0]).toMatchObject({ id: "TEMPLATE___REQUEST_BILLING_INFO___1", textSource: "documented" });
    expect(detail.agentConversation).toBe(false);
  });

  it("reads an order whose buyer comes as {id} only, with string ids, into a sale without a nickname", async () => {
    const s = [...running.sandbox.ctx.state.sales.orders.values()].find(
      (o) => o.seller_id === f.a.sellerId && o.buyer_id % 3 === 0 && o.pack_id === null,
    )!;
    const detail = await getSaleDetail(f.db, f.a.marketplace, viewer(f.a, "MLA"), BigInt(s.id));
    expect(detail.sale.buyer).toEqual({ id: String(s.buyer_id), nickname: "" });
  });

  it("GET /messages/{id} in the wrapped shape gives the message", async () => {
    const s = sale(f.a);
    const reply = await buyerReply(s.id);
    const message = await getMessage(f.a.marketplace, reply.id);
    expect(message).toMatchObject({ id: reply.id, from: { user_id: s.buyer_id } });
    expect(message?.message_resources?.[0]).toEqual({ id: String(s.id), name: expect.stringMatching(/packs|orders/) });
  });

  it("a shipment read sends x-format-new (the real profile refuses a read without it)", async () => {
    const s = sale(f.a);
    const shipment = await getShipment(f.a.marketplace, s.shipment_id);
    expect(shipment.logistic_type).toBe(running.sandbox.ctx.state.sales.shipments.get(s.shipment_id)!.logistic_type);
  });
});

describe("action-guide refusals in the real API's words", () => {
  it("400 limit_exceeded is a text too long; 403 bad_request 'not allowed … again' a spent cap; a code in message a blocked conversation", async () => {
    const long = sale(f.a);
    expect(
      classifyGuideError(await refusal(postOption(f.a.marketplace, String(long.id), { optionId: "OTHER", text: "a".repeat(351) }))),
    ).toMatchObject({ code: "text_invalid" });
    const spent = sale(f.a);
    spent.caps.OTHER = 0;
    expect(
      classifyGuideError(await refusal(postOption(f.a.marketplace, String(spent.id), { optionId: "OTHER", text: "Hola" }))),
    ).toMatchObject({
      code: "cap_exhausted",
    });
    const blocked = sale(f.a);
    blocked.blocked = "blocked_by_buyer";
    expect(
      classifyGuideError(await refusal(postOption(f.a.marketplace, String(blocked.id), { optionId: "OTHER", text: "Hola" }))),
    ).toMatchObject({
      code: "conversation_blocked",
    });
  });
});

describe("an agent conversation (MLB Full, notes §6)", () => {
  it("shows the agent's messages as the assistant's and says the conversation is the agent's", async () => {
    const s = sale(f.b, { logistic: ["fulfillment"] });
    await buyerReply(s.id);
    const detail = await getSaleDetail(f.db, f.b.marketplace, viewer(f.b, "MLB"), BigInt(s.id));
    expect(detail.agentConversation).toBe(true);
    expect(detail.messages).toEqual([expect.objectContaining({ fromSeller: false, fromAgent: true })]);
    expect(detail.plainAllowed).toBe(true);
  });

  it("is told by its path before the agent has written", async () => {
    const s = sale(f.b, { logistic: ["fulfillment"] });
    const detail = await getSaleDetail(f.db, f.b.marketplace, viewer(f.b, "MLB"), BigInt(s.id));
    expect(detail.agentConversation).toBe(true);
    expect(detail.messages).toEqual([]);
  });

  it("addresses plain messages to the agent, and a second before its answer is agent_awaiting_reply", async () => {
    const s = sale(f.b, { logistic: ["fulfillment"] });
    await buyerReply(s.id);
    // Without siteId: the workspace's site is read (the path alone names no agent id).
    const sent = await sendPlainMessage(sender(f.b), BigInt(s.id), { idempotencyKey: key(), text: "Olá! Seu pedido já está a caminho." });
    expect(sent.messageStatus).toBe("available");
    const stored = running.sandbox.ctx.state.sales.sales.get(s.id)!.messages.at(-1)!;
    expect(stored).toMatchObject({ from_user_id: s.seller_id, text: "Olá! Seu pedido já está a caminho." });
    const second = await refusal(sendPlainMessage(sender(f.b, "MLB"), BigInt(s.id), { idempotencyKey: key(), text: "Mais uma coisa" }));
    expect(second).toMatchObject({ code: "agent_awaiting_reply", status: 409 });
    // Once the agent answers, the next message goes.
    await buyerReply(s.id);
    const third = await sendPlainMessage(sender(f.b, "MLB"), BigInt(s.id), { idempotencyKey: key(), text: "Obrigado!" });
    expect(third.messageStatus).toBe("available");
    const toAgent = await fetch(`${running.url}/__sandbox/requests?path=/messages/packs/${s.id}/sellers/${s.seller_id}&method=POST`).then(
      (r) => r.json() as Promise<Array<{ status: number }>>,
    );
    expect(toAgent.map((r) => r.status).sort()).toEqual([201, 201, 403]);
  });

  it("a plain MLB sale keeps the buyer as the receiver", async () => {
    const s = sale(f.b, { logistic: ["drop_off"] });
    await buyerReply(s.id);
    const detail = await getSaleDetail(f.db, f.b.marketplace, viewer(f.b, "MLB"), BigInt(s.id));
    expect(detail.agentConversation).toBe(false);
    expect(detail.messages[0]).toMatchObject({ fromAgent: false });
    const sent = await sendPlainMessage(sender(f.b, "MLB"), BigInt(s.id), { idempotencyKey: key(), text: "Olá! Já enviamos." });
    expect(sent.messageStatus).toBe("available");
  });
});
