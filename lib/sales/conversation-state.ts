import type { Conversation } from "../marketplace/messages";

export const CONVERSATION_STATES = ["can_start", "waiting", "replied", "blocked", "excepted"] as const;
export type ConversationState = (typeof CONVERSATION_STATES)[number];

export interface ConversationFacts {
  state: ConversationState;
  blockedReason: string | null;
  reasonsAvailable: string[];
  buyerHasWritten: boolean;
  lastMessageAt: Date | null;
  lastBuyerMessageAt: Date | null;
}

/**
 * The sale's conversation state as the sales list shows it. Excepted and blocked come first (nothing
 * else matters then); otherwise whoever wrote last decides: the buyer (replied), the seller (waiting), or
 * nobody yet (can start, with the reasons whose cap is left).
 */
export function deriveConversation(
  conversation: Conversation,
  sellerId: number,
  caps: Array<{ option_id: string; cap_available: number }> | "excepted",
): ConversationFacts {
  const messages = conversation.messages.map((m) => ({ fromBuyer: m.from.user_id !== sellerId, at: dateOf(m.message_date.created) }));
  const dated = messages.filter((m) => m.at !== null).sort((a, b) => a.at!.getTime() - b.at!.getTime());
  const last = dated.at(-1) ?? null;
  const lastBuyer = dated.filter((m) => m.fromBuyer).at(-1) ?? null;
  const status = conversation.conversation_status?.status ?? "active";
  const blocked = status === "blocked";
  const reasonsAvailable = caps === "excepted" ? [] : caps.filter((c) => c.cap_available > 0).map((c) => c.option_id);
  const base = {
    blockedReason: blocked ? (conversation.conversation_status?.substatus ?? "blocked") : null,
    reasonsAvailable,
    buyerHasWritten: messages.some((m) => m.fromBuyer),
    lastMessageAt: last?.at ?? null,
    lastBuyerMessageAt: lastBuyer?.at ?? null,
  };
  if (blocked) return { ...base, state: "blocked" };
  if (caps === "excepted") return { ...base, state: "excepted" };
  if (last) return { ...base, state: last.fromBuyer ? "replied" : "waiting" };
  return { ...base, state: "can_start" };
}

function dateOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}
