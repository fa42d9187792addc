import type { Rng } from "../core/rng.ts";
import { createMessage } from "./messages.ts";
import { templatesFor } from "./options.ts";
import type { SalesState } from "./state.ts";
import type { Sale, Shipment } from "./types.ts";
import { WORDING } from "./wording.ts";

const MINUTE = 60_000;

/** Buyer questions for excepted sales, where the buyer often writes first (per language). */
const EXCEPTED_BUYER_TEXT = {
  es: "Hola, ¿me confirman cuándo estaría listo el pedido? Gracias.",
  pt: "Oi, vocês podem confirmar quando o pedido fica pronto? Obrigado.",
};

/**
 * Some history so the back-office has something to show: about 10% of open sales already got a
 * billing-info request (cap spent), half of those answered by the buyer; a third of excepted sales
 * start with a buyer question.
 */
export function seedConversation(sales: SalesState, sale: Sale, shipmentStatus: Shipment["status"], rng: Rng, now: Date): void {
  if (sale.blocked && sale.blocked !== "blocked_by_buyer") return;
  const first = new Date(Math.min(now.getTime() - 5 * MINUTE, sale.date_created.getTime() + rng.int(20, 600) * MINUTE));
  const lang = sale.site_id === "MLB" ? "pt" : "es";
  if (sale.excepted) {
    if (!rng.bool(0.33)) return;
    sale.messages.push(
      createMessage(sales, {
        from: sale.buyer_id,
        to: sale.seller_id,
        text: EXCEPTED_BUYER_TEXT[lang],
        at: first,
        option: null,
        moderated: false,
      }),
    );
    sale.buyer_replied = true;
    return;
  }
  if (shipmentStatus === "cancelled" || !rng.bool(0.1)) return;
  const billing = templatesFor("REQUEST_BILLING_INFO", sale.site_id)![0]!;
  sale.messages.push(
    createMessage(sales, {
      from: sale.seller_id,
      to: sale.buyer_id,
      text: billing.texts[0]!,
      at: first,
      option: "REQUEST_BILLING_INFO",
      moderated: false,
    }),
  );
  sale.caps.REQUEST_BILLING_INFO = 0;
  if (rng.bool(0.5)) {
    const at = new Date(Math.min(now.getTime() - MINUTE, first.getTime() + rng.int(30, 900) * MINUTE));
    sale.messages.push(
      createMessage(sales, {
        from: sale.buyer_id,
        to: sale.seller_id,
        text: WORDING[sale.site_id].buyerReply,
        at,
        option: null,
        moderated: false,
      }),
    );
    sale.buyer_replied = true;
  }
  // Old conversations were read long ago.
  for (const m of sale.messages)
    m.read = new Date(m.created.getTime() + 10 * MINUTE) < now ? new Date(m.created.getTime() + 10 * MINUTE) : null;
}
