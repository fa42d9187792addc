import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { RunningSandbox } from "../testing.ts";
import { AGENT_IDS } from "./agents.ts";
import { call, findSale, guideSale, resetSales, startSalesSandbox, token } from "./test-support.ts";

/**
 * SANDBOX_PROFILE=real: where the real API differs from the spec (notes §6 and §11). The spec profile's
 * answers are held by the other tests of this folder, which run on the default profile.
 */
let real: RunningSandbox;
let spec: RunningSandbox;
beforeAll(async () => {
  [real, spec] = await Promise.all([startSalesSandbox({ profile: "real", rate: null }), startSalesSandbox()]);
});
afterAll(() => Promise.all([real.close(), spec.close()]));
beforeEach(() => {
  resetSales(real);
  resetSales(spec);
});

const guide = (id: number) => `/messages/action_guide/packs/${id}`;
const conversation = (sale: { id: number; seller_id: number }) => `/messages/packs/${sale.id}/sellers/${sale.seller_id}?tag=post_sale`;

describe("action guide (real profile, motivos-para-comunicarse)", () => {
  test("DELIVERY_PROMISE texts are printf-style and keyed by every site; REQUEST_BILLING_INFO carries no texts", async () => {
    const { sale } = guideSale(real, { logistic: ["self_service"] });
    const res = await call(real, "GET", guide(sale.id), await token(real, sale.seller_id));
    const promise = res.body.options.find((o: { id: string }) => o.id === "DELIVERY_PROMISE");
    expect(promise.type).toBe("TEMPLATE");
    expect(promise.templates[0].texts.mla).toEqual({ html: "Hola,Entregaremos tu compra %s entre las %d y las %d hs." });
    expect(promise.templates[0].texts.mlb).toEqual({ html: "Olá,Entregaremos sua compra %s entre %d e %d h." });
    // The documented templates without texts: only id and vars.
    const billing = res.body.options.find((o: { id: string }) => o.id === "REQUEST_BILLING_INFO");
    expect(billing.templates[0]).toEqual({ id: "TEMPLATE___REQUEST_BILLING_INFO___1", vars: null });
  });

  test("a free text over 350 characters answers 400 limit_exceeded", async () => {
    const { sale } = guideSale(real, { open: true });
    const res = await call(real, "POST", `${guide(sale.id)}/option`, await token(real, sale.seller_id), {
      option_id: "OTHER",
      text: "a".repeat(351),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "limit_exceeded", status: 400 });
  });

  test("a spent cap answers 403 bad_request: You are not allowed to execute the option OTHER again", async () => {
    const { sale } = guideSale(real, { open: true });
    sale.caps.OTHER = 0;
    const res = await call(real, "POST", `${guide(sale.id)}/option`, await token(real, sale.seller_id), {
      option_id: "OTHER",
      text: "Hola",
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: "bad_request", message: "You are not allowed to execute the option OTHER again" });
  });

  test("a blocked conversation puts its code in message", async () => {
    const { sale } = findSale(real, { blocked: true, excepted: false });
    const res = await call(real, "POST", `${guide(sale.id)}/option`, await token(real, sale.seller_id), {
      option_id: "OTHER",
      text: "Hola",
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: "conversation_blocked", status: 403 });
  });
});

describe("GET /messages/{id} (real profile, mensajeria-post-venta)", () => {
  test("answers the newer shape wrapping the message in {messages: [...]}; the spec profile the message itself", async () => {
    for (const [running, wrapped] of [
      [real, true],
      [spec, false],
    ] as const) {
      const { sale } = guideSale(running, { excepted: false });
      const reply = await call(running, "POST", `/__sandbox/packs/${sale.id}/buyer_reply`, undefined, {});
      const res = await call(running, "GET", `/messages/${reply.body.id}?tag=post_sale`, await token(running, sale.seller_id));
      expect(res.status).toBe(200);
      if (wrapped) expect(res.body).toEqual({ messages: [expect.objectContaining({ id: reply.body.id })] });
      else expect(res.body).toMatchObject({ id: reply.body.id });
    }
  });
});

describe("shipments (real profile, manage-shipments)", () => {
  test("x-format-new: true gives logistic.type, logistic.mode and destination.shipping_address", async () => {
    const { shipment } = findSale(real, { logistic: ["drop_off"] });
    const res = await fetch(`${real.url}/shipments/${shipment.id}`, {
      headers: { authorization: `Bearer ${await token(real, shipment.seller_id)}`, "x-format-new": "true" },
    });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      id: shipment.id,
      logistic: { type: "drop_off", mode: "me2" },
      destination: { shipping_address: { city: { name: shipment.receiver.city }, zip_code: shipment.receiver.zip_code } },
    });
    expect(body).not.toHaveProperty("logistic_type");
    expect(body).not.toHaveProperty("receiver_address");
  });

  test("without the header the real profile answers 400 naming it; the spec profile its own shape", async () => {
    const { shipment } = findSale(real);
    const res = await call(real, "GET", `/shipments/${shipment.id}`, await token(real, shipment.seller_id));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("x-format-new");
    const { shipment: s2 } = findSale(spec);
    const specRes = await fetch(`${spec.url}/shipments/${s2.id}`, {
      headers: { authorization: `Bearer ${await token(spec, s2.seller_id)}`, "x-format-new": "true" },
    });
    expect(await specRes.json()).toMatchObject({ logistic_type: s2.logistic_type, receiver_address: expect.any(Object) });
  });
});

describe("agent conversations (real profile, notes §6: MLB and MLC Full sales since 2026-02-02)", () => {
  const agentSale = (running: RunningSandbox, site: "MLB" | "MLC") => guideSale(running, { site, logistic: ["fulfillment"], open: true });

  test("reads show the agent in from.user_id and the path names the conversation", async () => {
    for (const site of ["MLB", "MLC"] as const) {
      const { sale } = agentSale(real, site);
      await call(real, "POST", `/__sandbox/packs/${sale.id}/buyer_reply`, undefined, {});
      const res = await call(real, "GET", conversation(sale), await token(real, sale.seller_id));
      expect(res.body.conversation_status.path).toBe(`/packs/${sale.id}/sellers/${sale.seller_id}/conversations/post_sale`);
      expect(res.body.messages[0].from.user_id).toBe(AGENT_IDS[site]);
    }
  });

  test("a plain message to the buyer answers 403 Receiver does not belong to order; to the agent it goes", async () => {
    const { sale } = agentSale(real, "MLB");
    await call(real, "POST", `/__sandbox/packs/${sale.id}/buyer_reply`, undefined, {});
    const t = await token(real, sale.seller_id);
    const toBuyer = await call(real, "POST", conversation(sale), t, {
      from: { user_id: String(sale.seller_id) },
      to: { user_id: sale.buyer_id },
      text: "Olá! Seu pedido já está a caminho.",
    });
    expect(toBuyer.status).toBe(403);
    expect(toBuyer.body.message).toBe("Receiver does not belong to order");
    const toAgent = await call(real, "POST", conversation(sale), t, {
      from: { user_id: String(sale.seller_id) },
      to: { user_id: AGENT_IDS.MLB },
      text: "Olá! Seu pedido já está a caminho.",
    });
    expect(toAgent.status).toBe(201);
    expect(toAgent.body.to.user_id).toBe(AGENT_IDS.MLB);
  });

  test("only one message at a time goes to the agent: a second before its answer is 403", async () => {
    const { sale } = agentSale(real, "MLC");
    await call(real, "POST", `/__sandbox/packs/${sale.id}/buyer_reply`, undefined, {});
    const t = await token(real, sale.seller_id);
    const send = () =>
      call(real, "POST", conversation(sale), t, { from: { user_id: sale.seller_id }, to: { user_id: AGENT_IDS.MLC }, text: "Hola" });
    expect((await send()).status).toBe(201);
    const second = await send();
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({ error: "agent_conversation_send_message_forbidden", status: 403 });
    await call(real, "POST", `/__sandbox/packs/${sale.id}/buyer_reply`, undefined, {});
    expect((await send()).status).toBe(201);
  });

  test("other sales, and every sale on the spec profile, keep the buyer as the receiver", async () => {
    const { sale: plain } = guideSale(real, { site: "MLB", logistic: ["drop_off"], open: true });
    const { sale: specFull } = agentSale(spec, "MLB");
    for (const [running, sale] of [
      [real, plain],
      [spec, specFull],
    ] as const) {
      await call(running, "POST", `/__sandbox/packs/${sale.id}/buyer_reply`, undefined, {});
      const res = await call(running, "GET", conversation(sale), await token(running, sale.seller_id));
      expect(res.body.conversation_status.path).toBe(`/packs/${sale.id}/sellers/${sale.seller_id}`);
      expect(res.body.messages[0].from.user_id).toBe(sale.buyer_id);
    }
  });
});
