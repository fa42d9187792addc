import type { User } from "../accounts/types.ts";
import { hashString } from "../core/rng.ts";
import type { SalesState } from "./state.ts";
import type { Message, OptionId, Sale } from "./types.ts";
import { moderate, type ModerationOptions } from "./moderation.ts";

/** Message ids look like the real ones: 32 lowercase hex characters. */
export function nextMessageId(state: SalesState): string {
  const n = state.nextMessage++;
  return [0, 1, 2, 3].map((k) => hashString(`message:${n}:${k}`).toString(16).padStart(8, "0")).join("");
}

/** Builds a message, moderating free text; predefined template texts are always clean. */
export function createMessage(
  state: SalesState,
  input: { from: number; to: number; text: string; at: Date; option: OptionId | null; moderated: boolean; moderation?: ModerationOptions },
): Message {
  const reason = input.moderated ? moderate(input.text, input.moderation) : null;
  return {
    id: nextMessageId(state),
    from_user_id: input.from,
    to_user_id: input.to,
    text: input.text,
    status: reason ? "moderated" : "available",
    created: input.at,
    available: reason ? null : input.at,
    read: null,
    moderation: { status: reason ? "rejected" : "clean", reason, date: input.at },
    option_id: input.option,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function dates(m: Message) {
  // Notified is when the receiver was told: only for messages that passed moderation.
  return { received: iso(m.created), available: iso(m.available), notified: iso(m.available), created: iso(m.created), read: iso(m.read) };
}

function moderationBody(m: Message) {
  return { status: m.moderation.status, reason: m.moderation.reason, source: "online", moderation_date: iso(m.moderation.date) };
}

/** The Message object POST …/option answers (spec "Message (result of sending an option)"). */
export function renderOptionMessage(m: Message, to: User | undefined) {
  return {
    id: m.id,
    to: { user_id: m.to_user_id, name: to ? `${to.first_name} ${to.last_name}` : "" },
    status: m.status,
    text: m.text,
    message_date: dates(m),
    message_moderation: moderationBody(m),
  };
}

/**
 * A message inside GET /messages/packs/… (notes §6 shape). In an agent conversation (`agentId`, real
 * profile) the buyer's side is the agent: reads show its id where the buyer's would be (notes §6).
 */
export function renderConversationMessage(m: Message, sale: Sale, clientId: string, agentId: number | null = null) {
  const party = (id: number) => (agentId !== null && id === sale.buyer_id ? agentId : id);
  return {
    id: m.id,
    site_id: sale.site_id,
    client_id: Number(clientId),
    from: { user_id: party(m.from_user_id) },
    to: { user_id: party(m.to_user_id) },
    status: m.status,
    subject: null,
    text: m.text,
    message_date: dates(m),
    message_moderation: moderationBody(m),
    message_attachments: null,
    message_resources: [
      { id: String(sale.id), name: sale.is_pack ? "packs" : "orders" },
      { id: String(sale.seller_id), name: "sellers" },
    ],
    conversation_first_message: sale.messages[0]?.id === m.id,
  };
}
