import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { SELLER, type RunningSandbox } from "../testing.ts";
import { call, findSale, guideSale, resetSales, startSalesSandbox, token } from "./test-support.ts";
import type { Sale } from "./types.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSalesSandbox();
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => resetSales(s));

const convo = (sale: Sale) => `/messages/packs/${sale.id}/sellers/${sale.seller_id}?tag=post_sale`;
const body = (sale: Sale, text: string) => ({ from: { user_id: String(sale.seller_id) }, to: { user_id: sale.buyer_id }, text });

describe("post-sale conversations", () => {
  test("the seller cannot start a conversation on fulfillment, cross docking, drop off and flex sales", async () => {
    for (const type of ["fulfillment", "cross_docking", "drop_off", "xd_drop_off", "self_service"] as const) {
      const { sale } = guideSale(s, { logistic: [type] });
      const res = await call(s, "POST", convo(sale), await token(s, sale.seller_id), body(sale, "Hola, ¿cómo estás?"));
      expect(res.status, type).toBe(403);
      expect(res.body.error).toBe("blocked_by_conversation_started_by_seller");
    }
  });

  test("an action-guide message does not open the conversation: the buyer must reply", async () => {
    const { sale } = guideSale(s, { logistic: ["drop_off"] });
    const t = await token(s, sale.seller_id);
    const sent = await call(s, "POST", `/messages/action_guide/packs/${sale.id}/option`, t, {
      option_id: "REQUEST_BILLING_INFO",
      template_id: "TEMPLATE___REQUEST_BILLING_INFO___1",
    });
    expect(sent.status).toBe(201);
    expect((await call(s, "POST", convo(sale), t, body(sale, "¿Pudiste ver el mensaje?"))).body.error).toBe(
      "blocked_by_conversation_started_by_seller",
    );
  });

  test("after the buyer replies, messages go through the general messages resource", async () => {
    const { sale } = guideSale(s, { logistic: ["fulfillment"], site: "MLB" });
    const t = await token(s, sale.seller_id);
    await call(s, "POST", `/messages/action_guide/packs/${sale.id}/option`, t, {
      option_id: "REQUEST_BILLING_INFO",
      template_id: "TEMPLATE___REQUEST_BILLING_INFO___1",
    });
    const reply = await call(s, "POST", `/__sandbox/packs/${sale.id}/buyer_reply`, undefined, {
      text: "Segue: João Silva, CPF 123.456.789-09",
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ from: { user_id: sale.buyer_id }, status: "available" });
    const sent = await call(s, "POST", convo(sale), t, body(sale, "Obrigado! Sua nota fiscal sai hoje."));
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      from: { user_id: sale.seller_id },
      to: { user_id: sale.buyer_id },
      status: "available",
      text: "Obrigado! Sua nota fiscal sai hoje.",
    });

    const read = await call(s, "GET", `${convo(sale)}&limit=2&offset=0`, t);
    expect(read.status).toBe(200);
    expect(read.body.paging).toEqual({ limit: 2, offset: 0, total: 3 });
    expect(read.body.messages.map((m: any) => m.text)).toEqual([
      "Obrigado! Sua nota fiscal sai hoje.",
      "Segue: João Silva, CPF 123.456.789-09",
    ]);
    expect(read.body).toMatchObject({
      seller_max_message_length: 350,
      buyer_max_message_length: 3500,
      conversation_status: { status: "active", path: `/packs/${sale.id}/sellers/${sale.seller_id}` },
    });
    expect(read.body.messages[0]).toMatchObject({
      site_id: "MLB",
      message_moderation: { status: "clean" },
      message_date: { created: expect.any(String) },
    });
  });

  test("reading a conversation marks the seller's incoming messages read unless mark_as_read=false", async () => {
    const { sale } = guideSale(s, { logistic: ["drop_off"] });
    const t = await token(s, sale.seller_id);
    await call(s, "POST", `/__sandbox/packs/${sale.id}/buyer_reply`, undefined, {});
    const peek = await call(s, "GET", `${convo(sale)}&mark_as_read=false`, t);
    expect(peek.body.messages[0].message_date.read).toBeNull();
    await call(s, "GET", convo(sale), t);
    const again = await call(s, "GET", `${convo(sale)}&mark_as_read=false`, t);
    expect(again.body.messages[0].message_date.read).toEqual(expect.any(String));
  });

  test("excepted-case and custom-shipping sales use the messages resource without restriction", async () => {
    const excepted = findSale(s, { excepted: true, blocked: false, fresh: true }).sale;
    const res = await call(
      s,
      "POST",
      convo(excepted),
      await token(s, excepted.seller_id),
      body(excepted, "Hola, tu pedido se fabrica a medida y sale en 10 días."),
    );
    expect(res.status).toBe(201);
    const custom = guideSale(s, { logistic: ["custom"] }).sale;
    expect(
      (await call(s, "POST", convo(custom), await token(s, custom.seller_id), body(custom, "Hola, coordinemos el envío por acá."))).status,
    ).toBe(201);
  });

  test("general messages are limited to 350 characters and moderated", async () => {
    const { sale } = guideSale(s, { logistic: ["custom"] });
    const t = await token(s, sale.seller_id);
    const long = await call(s, "POST", convo(sale), t, body(sale, "x".repeat(351)));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: "bad_request", message: "the text is invalid" });
    const phone = await call(s, "POST", convo(sale), t, body(sale, "Llamame al 11 5555-1234"));
    expect(phone.status).toBe(201);
    expect(phone.body).toMatchObject({ status: "moderated", message_moderation: { status: "rejected", reason: "contact_information" } });
  });

  test("a blocked conversation refuses messages", async () => {
    const { sale } = findSale(s, { blocked: true });
    const res = await call(s, "POST", convo(sale), await token(s, sale.seller_id), body(sale, "Hola"));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("blocked_conversation_send_message_forbidden");
  });

  test("conversations need a token, tag=post_sale, and the pack's own seller", async () => {
    const { sale } = guideSale(s, { logistic: ["custom"] });
    expect((await call(s, "GET", convo(sale))).status).toBe(401);
    const t = await token(s, sale.seller_id);
    expect((await call(s, "GET", `/messages/packs/${sale.id}/sellers/${sale.seller_id}`, t)).status).toBe(400);
    const other = sale.seller_id === SELLER.MLA ? SELLER.MLB : SELLER.MLA;
    expect((await call(s, "GET", `/messages/packs/${sale.id}/sellers/${other}?tag=post_sale`, await token(s, other))).status).toBe(403);
    expect((await call(s, "POST", convo(sale), t, { ...body(sale, "Hola"), to: { user_id: 1 } })).status).toBe(400);
  });
});
