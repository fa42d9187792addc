import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { forbidden, notFound } from "../core/errors.ts";
import { createMessage, renderConversationMessage } from "./messages.ts";
import { findSale, json, packParams } from "./http.ts";
import { WORDING } from "./wording.ts";

const tags = ["Sandbox control"];

/** Test and demo hooks for post-sale messaging (no token: /__sandbox/ is the sandbox's own surface). */
export function registerSalesSandboxRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(
    createRoute({
      method: "post", path: "/__sandbox/packs/{pack_id}/buyer_reply", tags, summary: "Simulate the buyer answering the conversation",
      request: { params: packParams, body: { required: false, content: { "application/json": { schema: z.object({ text: z.string().max(3500).optional() }) } } } },
      responses: { 201: json("the buyer's message") },
    }),
    async (c) => {
      const found = findSale(ctx, c.req.valid("param").pack_id);
      if (!found) throw notFound(`pack ${c.req.valid("param").pack_id} not found`);
      const { sale } = found;
      if (sale.blocked) throw forbidden("the conversation is blocked", "blocked_conversation_send_message_forbidden", [sale.blocked]);
      const body = (await c.req.json().catch(() => ({}))) as { text?: string };
      const text = body.text?.trim() || WORDING[sale.site_id].buyerReply;
      // Buyer texts are moderated too, so a test can see a rejected buyer message.
      const message = createMessage(ctx.state.sales, { from: sale.buyer_id, to: sale.seller_id, text, at: ctx.clock.now(), option: null, moderated: true });
      sale.messages.push(message);
      sale.buyer_replied = true;
      return c.json(renderConversationMessage(message, sale, String(ctx.state.application?.id ?? ctx.config.application.id)), 201);
    },
  );

  app.openapi(
    createRoute({
      method: "post", path: "/__sandbox/packs/{pack_id}/option_delay", tags,
      summary: "Make the next option POSTs on a pack hold the action-guide lock for delay_ms (to reproduce the 409)",
      request: { params: packParams, body: { required: true, content: { "application/json": { schema: z.object({ delay_ms: z.number().int().min(0).max(60_000), count: z.number().int().min(1).default(1) }) } } } },
      responses: { 200: json("the delay now set") },
    }),
    (c) => {
      const found = findSale(ctx, c.req.valid("param").pack_id);
      if (!found) throw notFound(`pack ${c.req.valid("param").pack_id} not found`);
      const { delay_ms, count } = c.req.valid("json");
      if (delay_ms === 0) ctx.state.sales.optionDelays.delete(found.sale.id);
      else ctx.state.sales.optionDelays.set(found.sale.id, { delay_ms, remaining: count });
      return c.json({ pack_id: found.sale.id, delay_ms, count }, 200);
    },
  );
}

