import type { SiteId } from "../accounts/types.ts";
import type { SandboxContext } from "../context.ts";
import type { Sale, Shipment } from "./types.ts";

/**
 * The marketplace's AI messaging agents (notes §6, mensajeria-post-venta, since 2026-02-02): each
 * country's agent user id. MLU's stands for "others" in the notes.
 */
export const AGENT_IDS: Record<SiteId, number> = {
  MLA: 3_037_674_934,
  MLB: 3_037_675_074,
  MLM: 3_037_204_279,
  MCO: 3_037_204_123,
  MLC: 3_020_819_166,
  MLU: 3_037_204_685,
};

/** Where the rollout started (notes §6: MLB and MLC, starting with Full). */
const AGENT_SITES: SiteId[] = ["MLB", "MLC"];

/**
 * The agent running this sale's post-sale conversation, or null. Real profile only (the spec knows no
 * agents): every Full (fulfillment) sale of MLB and MLC, so both sites also keep plain conversations.
 */
export function agentOf(ctx: SandboxContext, sale: Sale, shipment: Shipment): number | null {
  if (ctx.config.profile !== "real") return null;
  if (!AGENT_SITES.includes(sale.site_id) || shipment.logistic_type !== "fulfillment") return null;
  return AGENT_IDS[sale.site_id];
}

/** The conversation type in an agent conversation's path (notes §6 `/conversations/{type}`). */
export const AGENT_CONVERSATION_TYPE = "post_sale";
