import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { buyerLabel, type BuyerRef } from "../../buyer-label";
import { isActionable, messageIdOf, parseNotification } from "../../notifications/parse";
import { toGuide } from "../../sales/get-sale-detail";
import { classifyGuideError } from "../../sales/guide-errors";
import { promisePreview } from "../../sales/promise-preview";
import { basesFromOrders } from "../../sales/sync-sale";
import { getActionGuide, getCaps, postOption } from "../action-guide";
import { getConversation, getMessage, postMessage } from "../messages";
import { getOrder, getPack, getShipment, searchOrders } from "../orders";
import type { ContractRow } from "./table";

/**
 * Sales, post-sale messages, the action guide and the sales' notifications: each sample through the
 * app's own function for its call, and what the seller sees of it (the sale base's buyer label and total,
 * the reasons offered, the delivery-promise preview on MLA and MLB, the thread).
 */

/** The sales list's and sale page's buyer name, with the English words the page uses. */
const ui = JSON.parse(readFileSync(path.resolve(process.cwd(), "i18n/messages/en/ui.json"), "utf8")) as {
  buyer: { withId: string; unknown: string };
};
const buyerOnScreen = (buyer: BuyerRef) =>
  buyerLabel(buyer, { withId: (id) => ui.buyer.withId.replace("{id}", id), unknown: ui.buyer.unknown });

const saleOf = async (read: Promise<Parameters<typeof basesFromOrders>[0][number]>) => {
  const base = basesFromOrders([await read])[0]!;
  return { ...base, buyerOnScreen: buyerOnScreen({ id: base.buyerId, nickname: base.buyerNickname }) };
};

const PACK = "2000000000000000";
const SELLER = 415458330;

/** What the composer offers and previews for a guide, on one site. */
async function guideAsSeen(client: Parameters<typeof getActionGuide>[0], siteId: string) {
  const { options } = await getActionGuide(client, PACK);
  const guide = toGuide(options, [], siteId);
  const promise = guide.reasons.find((r) => r.id === "DELIVERY_PROMISE");
  const template = promise?.templates[0];
  return {
    offered: guide.reasons.map((r) => r.id),
    reasons: guide.reasons,
    promisePreview: template ? promisePreview(template.text, { templateId: template.id, init: 9, limit: 18 }, siteId) : undefined,
  };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected the call to be refused");
    },
    (error: unknown) => classifyGuideError(error),
  );

export const SALES_ROWS: ContractRow[] = [
  {
    sample: "orders-search-1.json",
    read: async ({ client }) => {
      const page = await searchOrders(client, 239432672);
      return { page, sales: basesFromOrders(page.results) };
    },
    check: (seen) => {
      const { page, sales } = seen as { page: { paging: { total: number } }; sales: ReturnType<typeof basesFromOrders> };
      expect(page.paging.total).toBe(1);
      expect(sales).toHaveLength(1);
      const sale = sales[0]!;
      // The documented search gives the buyer as {id} only: never a blank name in the list.
      expect(sale.buyerNickname).toBe("");
      expect(buyerOnScreen({ id: sale.buyerId, nickname: sale.buyerNickname })).toBe("Buyer 89660613");
      expect(sale).toMatchObject({ id: 2032217210n, isPack: false, total: 129.95, currencyId: "BRL", shipmentId: 27968238880n });
      expect(sale.items).toEqual([
        { itemId: "MLB1054990648", title: "Kit Com 03 Adesivo Spray 3m 75 Cola Silk Sublimação 300g", quantity: 1, unitPrice: 129.95 },
      ]);
    },
  },
  {
    sample: "orders-get-1.json",
    read: ({ client }) => saleOf(getOrder(client, 768570754)),
    check: (seen) => {
      // buyer.id and seller.id come as strings here: read as the same numbers.
      expect(seen).toMatchObject({ id: 768570754n, buyerId: 123456789n, buyerOnScreen: "COMPRADORTESTE", total: 499, currencyId: "BRL" });
      expect(seen).toMatchObject({ items: [{ itemId: "MLB12345678", title: "Samsung Galaxy", quantity: 1, unitPrice: 499 }] });
    },
  },
  {
    sample: "orders-get-3.json",
    read: ({ client }) => saleOf(getOrder(client, 2000003456789012)),
    check: (seen) => {
      expect(seen).toMatchObject({ buyerOnScreen: "Buyer 123456789", total: 880, currencyId: "MXN", shipmentId: 43210987654321n });
      expect(seen).toMatchObject({ items: [{ itemId: "MLM823798303", quantity: 2, unitPrice: 440 }] });
    },
  },
  {
    sample: "orders-get-5.json",
    read: ({ client }) => saleOf(getOrder(client, 2000013770481964)),
    check: (seen) => {
      expect(seen).toMatchObject({
        id: 2000009955773085n,
        isPack: true,
        orderIds: [2000013770481964n],
        buyerOnScreen: "DAZISADORA",
        total: 52240,
        currencyId: "CLP",
        shipmentId: 45848383497n,
      });
    },
  },
  {
    sample: "packs-get-1.json",
    read: ({ client }) => getPack(client, 2000006181551917),
    check: (seen) => {
      expect(seen).toEqual({ id: 2000006181551917, orders: [{ id: 2000009047722568 }, { id: 2000009047707726 }] });
    },
  },
  {
    sample: "shipments-get-old-1.json",
    read: ({ client }) => getShipment(client, 45848383497),
    check: (seen) => {
      // The older top-level format (no x-format-new answer): a Flex shipment out for delivery to Ñuñoa.
      expect(seen).toMatchObject({
        id: 45848383497,
        status: "shipped",
        substatus: "out_for_delivery",
        logistic_type: "self_service",
        mode: "me2",
        // The older shape prints no estimated_handling_limit: no deadline, never a failed read.
        handling_limit: null,
      });
      expect(seen).toMatchObject({ receiver_address: { city: { name: "Ñuñoa" } } });
    },
  },
  {
    sample: "messages-pack-1.json",
    read: ({ client }) => getConversation(client, "2000000089077943", SELLER),
    check: (seen) => {
      const c = seen as Awaited<ReturnType<typeof getConversation>>;
      expect(c.conversation_status?.status).toBe("active");
      expect(c.messages.map((m) => ({ id: m.id, from: m.from.user_id, text: m.text }))).toEqual([
        { id: "fd1d2e37ad004ede9e0bf25d1215002d", from: 123456789000, text: "Mensaje de prueba" },
      ]);
      expect(c.messages[0]!.message_date.created).toBe("2020-12-05T20:01:46.000Z");
    },
  },
  {
    sample: "messages-get-1.json",
    read: ({ client }) => getMessage(client, "0033b582a1474fa98c02d229abcec43c"),
    check: (seen) => {
      // The older flat shape names its sale in resource/resource_id: the notification finds the order.
      expect(seen).toMatchObject({
        id: "0033b582a1474fa98c02d229abcec43c",
        text: "Ejemplo de texto",
        from: { user_id: 123456789 },
        message_resources: [{ id: "1234567871", name: "orders" }],
      });
    },
  },
  {
    sample: "messages-get-3.json",
    read: ({ client }) => getMessage(client, "testmessage1123456"),
    check: (seen) => {
      expect(seen).toMatchObject({ id: "testmessage1123456", text: "This is a test message", from: { user_id: 1234567 } });
      expect(seen).toMatchObject({
        message_resources: [
          { id: "2000002725708674", name: "packs" },
          { id: "534272725", name: "sellers" },
        ],
      });
    },
  },
  {
    sample: "messages-post-error-403-1.json",
    read: ({ client }) =>
      rejection(postMessage(client, { saleId: "2000000089077943", sellerId: SELLER, toUserId: 3037675074, text: "¡Hola!" })),
    check: (seen) => {
      expect(seen).toMatchObject({ code: "conversation_blocked" });
    },
  },
  {
    sample: "action_guide-get-2.json",
    read: async ({ client }) => ({ mla: await guideAsSeen(client, "MLA"), mlb: await guideAsSeen(client, "MLB") }),
    check: (seen) => {
      const { mla, mlb } = seen as { mla: Awaited<ReturnType<typeof guideAsSeen>>; mlb: Awaited<ReturnType<typeof guideAsSeen>> };
      // The two templates without texts are offered, as caps_available lists them.
      expect(mla.offered).toEqual(["REQUEST_VARIANTS", "REQUEST_BILLING_INFO", "SEND_INVOICE_LINK", "OTHER"]);
      const billing = mla.reasons.find((r) => r.id === "REQUEST_BILLING_INFO")!;
      expect(billing).toMatchObject({ type: "template", enabled: true, capAvailable: 1 });
      expect(billing.templates[0]).toMatchObject({ id: "TEMPLATE___REQUEST_BILLING_INFO___1", textSource: "documented" });
      expect(billing.templates[0]!.text).toContain("DNI");
      expect(mlb.reasons.find((r) => r.id === "REQUEST_VARIANTS")!.templates[0]!.text).toMatch(/^Olá! Por favor, confirme/);
      // No billing text is documented for MLB: the page says the marketplace writes it.
      expect(mlb.reasons.find((r) => r.id === "REQUEST_BILLING_INFO")!.templates[0]).toMatchObject({ text: null, textSource: null });
      expect(mla.reasons.find((r) => r.id === "OTHER")).toMatchObject({ type: "free_text", charLimit: 350 });
    },
  },
  {
    sample: "action_guide-get-docs-1.json",
    read: async ({ client }) => ({
      mla: await guideAsSeen(client, "MLA"),
      mlb: await guideAsSeen(client, "MLB"),
      mlm: await guideAsSeen(client, "MLM"),
    }),
    check: (seen) => {
      const { mla, mlb, mlm } = seen as Record<string, Awaited<ReturnType<typeof guideAsSeen>>>;
      expect(mla!.offered).toEqual(["REQUEST_VARIANTS", "REQUEST_BILLING_INFO", "SEND_INVOICE_LINK", "DELIVERY_PROMISE", "OTHER"]);
      // "TEMPLATE" in capitals is a template; each site reads its own text with the day and hours filled in.
      expect(mla!.reasons.find((r) => r.id === "DELIVERY_PROMISE")).toMatchObject({ type: "template", capAvailable: 1 });
      expect(mla!.promisePreview).toBe("Hola,Entregaremos tu compra hoy entre las 9 y las 18 hs.");
      expect(mlb!.promisePreview).toBe("Olá,Entregaremos sua compra hoje entre 9 e 18 h.");
      // No MLM text in the sample: no other site's language, the page says none was given.
      expect(mlm!.promisePreview).toBeNull();
    },
  },
  {
    sample: "action_guide-caps-1.json",
    read: ({ client }) => getCaps(client, PACK),
    check: (seen) => {
      expect(seen).toEqual(
        ["REQUEST_VARIANTS", "REQUEST_BILLING_INFO", "SEND_INVOICE_LINK", "DELIVERY_PROMISE", "OTHER"].map((option_id) => ({
          option_id,
          cap_available: 1,
        })),
      );
    },
  },
  {
    sample: "action_guide-option-1.json",
    read: async (replay) => ({
      echo: await postOption(replay.client, PACK, { optionId: "REQUEST_BILLING_INFO", templateId: "TEMPLATE___REQUEST_BILLING_INFO___1" }),
      sent: JSON.parse(replay.requests[0]!.body) as unknown,
    }),
    check: (seen) => {
      expect(seen).toEqual({
        echo: { id: "94353d192b9640e8b1ed3c77aa406f39", status: "available", rejectedFor: null },
        sent: { option_id: "REQUEST_BILLING_INFO", template_id: "TEMPLATE___REQUEST_BILLING_INFO___1" },
      });
    },
  },
  {
    sample: "action_guide-option-3.json",
    read: (replay) =>
      postOption(replay.client, PACK, {
        optionId: "DELIVERY_PROMISE",
        templateId: "TEMPLATE___DELIVERY_PROMISE___1",
        vars: [
          { id: "TEMPLATE___DELIVERY_PROMISE___1___VAR___INIT", value: 12 },
          { id: "TEMPLATE___DELIVERY_PROMISE___1___VAR___LIMIT", value: 23 },
        ],
      }),
    check: (seen) => {
      expect(seen).toEqual({ id: "374c945ce97446f5b4a73123adfasdd0e1ed17f", status: "available", rejectedFor: null });
    },
  },
  {
    sample: "action_guide-option-error-500-1.json",
    read: ({ client }) =>
      rejection(postOption(client, PACK, { optionId: "DELIVERY_PROMISE", templateId: "TEMPLATE___DELIVERY_PROMISE___1" })),
    check: (seen) => {
      expect(seen).toMatchObject({ code: "delivery_date_in_past" });
    },
  },
  {
    sample: "notifications-orders_v2-1.json",
    read: async (_replay, body) => parseNotification(body, "callback"),
    check: (seen) => {
      const parsed = seen as ReturnType<typeof parseNotification>;
      expect(parsed.ok).toBe(true);
      // Read, then dropped at intake: new sales arrive through the sweep of /orders/search.
      if (parsed.ok) expect([parsed.record.userId, isActionable(parsed.record.topic, parsed.record.resource)]).toEqual([468424240n, false]);
    },
  },
  {
    sample: "notifications-shipments-1.json",
    read: async (_replay, body) => parseNotification(body, "callback"),
    check: (seen) => {
      const parsed = seen as ReturnType<typeof parseNotification>;
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect([parsed.record.userId, isActionable(parsed.record.topic, parsed.record.resource)]).toEqual([1234n, false]);
    },
  },
  {
    sample: "notifications-messages-1.json",
    read: async (_replay, body) => parseNotification(body, "callback"),
    check: (seen) => {
      const parsed = seen as ReturnType<typeof parseNotification>;
      expect(parsed.ok).toBe(true);
      // user_id as a string; the resource is the bare message id the processor reads.
      if (parsed.ok) {
        expect(parsed.record.userId).toBe(465432224n);
        expect(messageIdOf(parsed.record.topic, parsed.record.resource)).toBe("a35cf79864a845ca9a3bf6aee59bb4d7");
      }
    },
  },
];
