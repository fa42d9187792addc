import type { Conversation } from "../marketplace/messages";

/**
 * The marketplace's AI messaging agents (notes §6, developers.mercadolibre.com.ar/es_ar/mensajeria-post-venta,
 * since 2026-02-02, MLB and MLC first, starting with Full): each country's agent user id. In an agent
 * conversation the buyer's side is the agent: reads show it in `from.user_id`, plain messages must be
 * addressed to it (the buyer is refused: "Receiver does not belong to order"), one at a time.
 */
export const MARKETPLACE_AGENT_IDS: Readonly<Record<string, number>> = {
  MLC: 3_020_819_166,
  MCO: 3_037_204_123,
  MLM: 3_037_204_279,
  MLA: 3_037_674_934,
  MLB: 3_037_675_074,
  // The notes list MLU's as the id for "others".
  MLU: 3_037_204_685,
};
const OTHERS_AGENT_ID = MARKETPLACE_AGENT_IDS.MLU!;
const AGENT_IDS = new Set(Object.values(MARKETPLACE_AGENT_IDS));

export const isAgentId = (userId: number) => AGENT_IDS.has(userId);

/** An agent conversation's path names the conversation: `/packs/{pack}/sellers/{seller}/conversations/{type}`. */
const AGENT_PATH = /\/conversations\/[^/]+\/?$/;

/**
 * The agent this conversation runs through, or null for a conversation with the buyer. Either sign is
 * enough: an agent in the thread (its id, whichever side), or the path (before the agent has written).
 */
export function conversationAgent(conversation: Pick<Conversation, "messages" | "conversation_status">, siteId: string): number | null {
  for (const m of conversation.messages) {
    if (isAgentId(m.from.user_id)) return m.from.user_id;
    if (m.to && isAgentId(m.to.user_id)) return m.to.user_id;
  }
  const path = conversation.conversation_status?.path;
  if (path && AGENT_PATH.test(path)) return MARKETPLACE_AGENT_IDS[siteId] ?? OTHERS_AGENT_ID;
  return null;
}
