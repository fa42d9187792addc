import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { forbidden, notFound } from "../core/errors.ts";
import { createMessage, renderConversationMessage } from "./messages.ts";
import { findSale, json, packParams } from "./http.ts";
import { WORDING } from "./wording.ts";
import { seedSales } from "./seed.ts";
import { Rng } from "../core/rng.ts";
import { seedClaims } from "../claims/seed.ts";

const tags = ["Sandbox control"];

/** Test and demo hooks for post-sale messaging (no token: /__sandbox/ is the sandbox's own surface). */
export function registerSalesSandboxRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(
    createRoute({
      method: "post",
      path: "/__sandbox/packs/{pack_id}/buyer_reply",
      tags,
      summary: "Simulate the buyer answering the conversation",
      request: {
        params: packParams,
        body: { required: false, content: { "application/json": { schema: z.object({ text: z.string().max(3500).optional() }) } } },
      },
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
      const message = createMessage(ctx.state.sales, {
        from: sale.buyer_id,
        to: sale.seller_id,
        text,
        at: ctx.clock.now(),
        option: null,
        moderated: true,
      });
      sale.messages.push(message);
      sale.buyer_replied = true;
      // Notes §3: a messages notification's resource is the bare message id, with actions ["created"].
      ctx.notifier.publish({ topic: "messages", user_id: sale.seller_id, resource: message.id, actions: ["created"] });
      return c.json(renderConversationMessage(message, sale, String(ctx.state.application?.id ?? ctx.config.application.id)), 201);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/__sandbox/packs/{pack_id}/option_delay",
      tags,
      summary: "Make the next option POSTs on a pack hold the action-guide lock for delay_ms (to reproduce the 409)",
      request: {
        params: packParams,
        body: {
          required: true,
          content: {
            "application/json": {
              schema: z.object({ delay_ms: z.number().int().min(0).max(60_000), count: z.number().int().min(1).default(1) }),
            },
          },
        },
      },
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

  app.openapi(
    createRoute({
      method: "get",
      path: "/__sandbox/packs/{pack_id}/option_lock",
      tags,
      summary: "Whether an option POST on the pack holds the action-guide lock right now (tests wait on it instead of sleeping)",
      request: { params: packParams },
      responses: { 200: json("{pack_id, locked}") },
    }),
    (c) => {
      const found = findSale(ctx, c.req.valid("param").pack_id);
      if (!found) throw notFound(`pack ${c.req.valid("param").pack_id} not found`);
      const { sale } = found;
      return c.json({ pack_id: sale.id, locked: ctx.state.sales.locks.has(`${sale.seller_id}:${sale.id}`) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/__sandbox/sellers/{seller_id}/sales",
      tags,
      summary:
        "Re-seed the sales domain (and the claims on its orders) with `count` sales for this seller (benches); other sellers keep their usual volume",
      request: {
        params: z.object({ seller_id: z.string().openapi({ param: { name: "seller_id", in: "path" } }) }),
        body: { required: true, content: { "application/json": { schema: z.object({ count: z.number().int().min(1).max(20_000) }) } } },
      },
      responses: { 200: json("{seller_id, sales, orders}") },
    }),
    (c) => {
      const sellerId = Number(c.req.valid("param").seller_id);
      const seller = ctx.state.users.get(sellerId);
      if (!seller || seller.role !== "seller") throw notFound(`seller ${c.req.valid("param").seller_id} not found`);
      // Every seller's sales are rebuilt (conversation changes since the last reset are dropped).
      ctx.state.sales = seedSales(
        ctx.state,
        new Rng(`sales-bulk-${sellerId}`),
        ctx.clock.now(),
        new Map([[sellerId, c.req.valid("json").count]]),
      );
      // Claims hang off orders: re-seed them on the new orders so none points at an order that is gone.
      ctx.state.claims = seedClaims(ctx.state, new Rng(`claims-bulk-${sellerId}`), ctx.clock.now());
      const sales = [...ctx.state.sales.sales.values()].filter((s) => s.seller_id === sellerId).length;
      const orders = [...ctx.state.sales.orders.values()].filter((o) => o.seller_id === sellerId).length;
      return c.json({ seller_id: sellerId, sales, orders }, 200);
    },
  );
}
