import "server-only";
import { z } from "zod";
import type { SellerClient } from "./client";

/**
 * Post-sale conversations (notes §6). Every read sends mark_as_read=false: the marketplace would otherwise
 * mark the buyer's messages read for the whole team the moment one teammate opens the sale; Mostrador
 * keeps its own per-teammate read state instead (lib/sales/read-state.ts).
 */
export const conversationMessageSchema = z.object({
  id: z.string(),
  from: z.object({ user_id: z.coerce.number() }),
  to: z.object({ user_id: z.coerce.number() }),
  status: z.string(),
  text: z
    .string()
    .nullish()
    .transform((t) => t ?? ""),
  message_date: z.object({ created: z.string().nullish(), available: z.string().nullish(), read: z.string().nullish() }).partial(),
  message_moderation: z.object({ status: z.string().nullish(), reason: z.string().nullish() }).nullish(),
  message_resources: z.array(z.object({ id: z.coerce.string(), name: z.string() })).nullish(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

const conversationSchema = z.object({
  paging: z.object({ total: z.number().int() }).partial().nullish(),
  conversation_status: z.object({ status: z.string().nullish(), substatus: z.string().nullish() }).nullish(),
  messages: z.array(conversationMessageSchema),
  seller_max_message_length: z.number().int().nullish(),
});
export type Conversation = z.infer<typeof conversationSchema>;

const PAGE = 100;

/** The whole conversation (newest first upstream), without marking anything read. */
export async function getConversation(marketplace: SellerClient, saleId: string, sellerId: number): Promise<Conversation> {
  const first = await readPage(marketplace, saleId, sellerId, 0);
  const all = [...first.messages];
  const total = first.paging?.total ?? all.length;
  for (let offset = PAGE; offset < total && offset < 1000; offset += PAGE)
    all.push(...(await readPage(marketplace, saleId, sellerId, offset)).messages);
  return { ...first, messages: all };
}

function readPage(marketplace: SellerClient, saleId: string, sellerId: number, offset: number) {
  return marketplace(`/messages/packs/${saleId}/sellers/${sellerId}`, {
    schema: conversationSchema,
    query: { tag: "post_sale", mark_as_read: "false", limit: PAGE, offset },
  });
}

/** What a `messages` notification points at: its message_resources name the pack or order. */
export function getMessage(marketplace: SellerClient, messageId: string): Promise<ConversationMessage> {
  return marketplace(`/messages/${encodeURIComponent(messageId)}`, { schema: conversationMessageSchema, query: { tag: "post_sale" } });
}

/** A plain message, once the buyer wrote or on an excepted case. Never retried (POST). */
export function postMessage(marketplace: SellerClient, input: { saleId: string; sellerId: number; buyerId: number; text: string }) {
  return marketplace(`/messages/packs/${input.saleId}/sellers/${input.sellerId}`, {
    method: "POST",
    query: { tag: "post_sale" },
    body: { from: { user_id: String(input.sellerId) }, to: { user_id: input.buyerId }, text: input.text },
    schema: conversationMessageSchema.partial().extend({ id: z.string() }),
  });
}
