import type { Db } from "../db/client";
import type { SellerClient } from "../marketplace/client";
import { getMessage } from "../marketplace/messages";
import { refreshSale } from "./sync-sale";

/**
 * A `messages` notification: read the message (notes §3: GET /messages/{resource}), find its sale in
 * message_resources, and refresh that sale (conversation, caps, state), which publishes
 * conversation.updated to every open view of the workspace.
 */
export async function syncMessage(db: Db, marketplace: SellerClient, workspaceId: string, sellerId: number, messageId: string) {
  const message = await getMessage(marketplace, messageId);
  const resource = message.message_resources?.find((r) => r.name === "packs" || r.name === "orders");
  if (!resource || !/^\d{1,19}$/.test(resource.id)) return null;
  return refreshSale(db, marketplace, workspaceId, sellerId, BigInt(resource.id), resource.name as "packs" | "orders");
}
