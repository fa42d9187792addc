import type { Sale } from "@prisma/client";
import type { SaleSummary } from "../schemas/sales";
import type { ConversationState } from "./conversation-state";

/** Our stored sale → the API's summary (unread is per teammate: `readByMe` comes from sale_reads). */
export function toSaleSummary(s: Sale, readByMe: boolean): SaleSummary {
  return {
    id: String(s.id),
    isPack: s.isPack,
    orderIds: s.orderIds.map(String),
    buyer: { id: String(s.buyerId), nickname: s.buyerNickname },
    items: s.items as SaleSummary["items"],
    total: s.total,
    currencyId: s.currencyId,
    dateCreated: s.dateCreated.toISOString(),
    shipment: {
      id: s.shipmentId === null ? null : String(s.shipmentId),
      logisticType: s.logisticType,
      status: s.shipmentStatus,
      substatus: s.shipmentSubstatus,
      city: s.city,
    },
    state: s.conversationState as ConversationState,
    blockedReason: s.blockedReason,
    reasonsAvailable: s.reasonsAvailable,
    buyerHasWritten: s.buyerHasWritten,
    unread: s.lastBuyerMessageAt !== null && !readByMe,
    lastMessageAt: s.lastMessageAt?.toISOString() ?? null,
  };
}
