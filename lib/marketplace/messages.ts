import "server-only";
import { z } from "zod";
import type { SellerClient } from "./client";
import { INTERACTIVE_WRITE_DEADLINE_MS } from "./deadlines";
import { numericId } from "./ids";
import { lenientArray } from "./lenient";
import { writeEchoSchema, type WriteEcho } from "./write-echo";

/**
 * Post-sale conversations (notes §6). Every read sends mark_as_read=false: the marketplace would otherwise
 * mark the buyer's messages read for the whole team the moment one teammate opens the sale; Mostrador
 * keeps its own per-teammate read state instead (lib/sales/read-state.ts).
 */
const userRef = z.object({ user_id: numericId });
const dateOrNull = z.string().nullish();

/**
 * One message, in the spec's shape (the conversation's: `id`, `text` a string, `message_date{...}`) or
 * the older flat one the notes document for GET /messages/{id} (§11, mensajeria-post-venta:
 * `message_id`, `text: {plain}`, dates beside the other fields). `user_id`s come as numbers or strings.
 * Both become the same message.
 */
export const conversationMessageSchema = z
  .object({
    id: z.union([z.string(), z.number()]).nullish(),
    message_id: z.union([z.string(), z.number()]).nullish(),
    from: userRef,
    // The older shape lists recipients; the first is the one a post-sale message has.
    to: z
      .union([
        userRef,
        z
          .array(userRef)
          .min(1)
          .transform((all) => all[0]!),
      ])
      .nullish(),
    status: z
      .string()
      .nullish()
      .transform((t) => t ?? ""),
    text: z
      .union([z.string(), z.object({ plain: z.string().nullish() }).transform((t) => t.plain)])
      .nullish()
      .transform((t) => t ?? ""),
    message_date: z.object({ created: dateOrNull, available: dateOrNull, read: dateOrNull }).partial().nullish(),
    date_created: dateOrNull,
    date: dateOrNull,
    date_available: dateOrNull,
    date_read: dateOrNull,
    message_moderation: z.object({ status: z.string().nullish(), reason: z.string().nullish() }).nullish(),
    message_resources: lenientArray(z.object({ id: z.coerce.string(), name: z.string() })).nullish(),
    // The older flat shape names its sale as `resource: "orders"` and `resource_id` (mensajeria-post-venta).
    resource: z.string().nullish(),
    resource_id: z.coerce.string().nullish(),
  })
  .transform((m, ctx) => {
    const id = m.id ?? m.message_id;
    if (id === null || id === undefined) {
      ctx.addIssue({ code: "custom", message: "a message carries id or message_id", path: ["id"] });
      return z.NEVER;
    }
    return {
      id: String(id),
      from: m.from,
      to: m.to ?? null,
      status: m.status,
      text: m.text,
      message_date: m.message_date ?? {
        created: m.date_created ?? m.date ?? null,
        available: m.date_available ?? null,
        read: m.date_read ?? null,
      },
      message_moderation: m.message_moderation,
      message_resources:
        m.message_resources && m.message_resources.length > 0
          ? m.message_resources
          : m.resource && m.resource_id
            ? [{ id: m.resource_id, name: m.resource }]
            : m.message_resources,
    };
  });
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

const conversationSchema = z.object({
  paging: z.object({ total: numericId }).partial().nullish(),
  // `path` tells an agent conversation (`…/conversations/{type}`, notes §6) before the agent has written.
  conversation_status: z.object({ status: z.string().nullish(), substatus: z.string().nullish(), path: z.string().nullish() }).nullish(),
  // One message we cannot read is left out and named (lenient.ts); the rest of the thread shows.
  messages: lenientArray(conversationMessageSchema),
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

/**
 * GET /messages/{id}: one message (the spec, and the older flat shape), or the newer documented answer
 * wrapping it in `{messages: [...]}` (notes §11).
 */
const wrappedMessages = z
  .object({ messages: z.array(z.unknown()) })
  .transform(({ messages }) => ({ messages: lenientArray(conversationMessageSchema).parse(messages) }));
export const messageReadSchema = z.union([wrappedMessages, conversationMessageSchema]);

/** The message asked for out of either shape: the wrapper's entry with that id, else its first; null when it held none we could read. */
export function messageOf(read: z.infer<typeof messageReadSchema>, messageId: string): ConversationMessage | null {
  if (!("messages" in read)) return read;
  return read.messages.find((m) => m.id === messageId) ?? read.messages[0] ?? null;
}

/** What a `messages` notification points at: its message_resources name the pack or order (null: nothing readable). */
export async function getMessage(marketplace: SellerClient, messageId: string): Promise<ConversationMessage | null> {
  const read = await marketplace(`/messages/${encodeURIComponent(messageId)}`, { schema: messageReadSchema, query: { tag: "post_sale" } });
  return messageOf(read, messageId);
}

/** The newest messages and the conversation's status: enough to tell who a plain message goes to. */
export function getConversationHead(marketplace: SellerClient, saleId: string, sellerId: number): Promise<Conversation> {
  return marketplace(`/messages/packs/${saleId}/sellers/${sellerId}`, {
    schema: conversationSchema,
    query: { tag: "post_sale", mark_as_read: "false", limit: 10, offset: 0 },
  });
}

/**
 * A plain message, once the buyer wrote or on an excepted case. Never retried (POST). `toUserId` is the
 * buyer, or the country's agent in an agent conversation (notes §6).
 */
export function postMessage(
  marketplace: SellerClient,
  input: { saleId: string; sellerId: number; toUserId: number; text: string },
): Promise<WriteEcho> {
  return marketplace(`/messages/packs/${input.saleId}/sellers/${input.sellerId}`, {
    method: "POST",
    query: { tag: "post_sale" },
    body: { from: { user_id: String(input.sellerId) }, to: { user_id: input.toUserId }, text: input.text },
    schema: writeEchoSchema,
    rateLimitDeadlineMs: INTERACTIVE_WRITE_DEADLINE_MS,
  });
}
