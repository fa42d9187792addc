import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { getMessage } from "../marketplace/messages";
import { pushSaleMessage } from "../push/hooks";
import { refreshSale } from "./sync-sale";

/**
 * A `messages` notification: read the message (notes §3: GET /messages/{resource}), find its sale in
 * message_resources, and refresh that sale (conversation, caps, state), which publishes
 * conversation.updated to every open view of the workspace.
 */
export async function syncMessage(db: Db, marketplace: SellerClient, workspaceId: string, sellerId: number, messageId: string) {
  const message = await getMessage(marketplace, messageId);
  if (!message) return null;
  const resource = message.message_resources?.find((r) => r.name === "packs" || r.name === "orders");
  if (!resource || !/^\d{1,19}$/.test(resource.id)) return null;
  const sale = await refreshSale(db, marketplace, workspaceId, sellerId, BigInt(resource.id), resource.name as "packs" | "orders");
  // The buyer wrote (the seller's own messages, from here or the marketplace, are no news to the team).
  if (message.from.user_id !== sellerId)
    pushSaleMessage(db, workspaceId, sale.base.id, { id: sale.base.buyerId, nickname: sale.base.buyerNickname }, message.text);
  return sale;
}
