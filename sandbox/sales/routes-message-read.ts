import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { requireUser } from "../core/auth.ts";
import { forbidden, notFound } from "../core/errors.ts";
import { renderConversationMessage } from "./messages.ts";
import { clientId, json } from "./http.ts";
import type { Message, Sale } from "./types.ts";
import { agentOf } from "./agents.ts";

const params = z.object({ message_id: z.string().openapi({ param: { name: "message_id", in: "path" } }) });

/**
 * GET /messages/{id}: what a `messages` notification points at (notes §3: the resource is the bare
 * message id). message_resources names the pack (or order) so the client knows which conversation changed.
 */
export function registerMessageReadRoute(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(
    createRoute({
      method: "get",
      path: "/messages/{message_id}",
      tags: ["Post-sale messaging"],
      summary: "One post-sale message",
      request: { params, query: z.object({ tag: z.string().optional() }) },
      responses: { 200: json("the message as the conversation lists it; real profile: {messages: [it]}") },
    }),
    (c) => {
      const user = requireUser(ctx, c);
      const id = c.req.valid("param").message_id;
      const found = findMessage(ctx, id);
      if (!found) throw notFound(`message ${id} not found`);
      const { sale, message } = found;
      if (user.id !== sale.seller_id && user.id !== sale.buyer_id) throw forbidden("not allowed to access the information of the message");
      const rendered = renderConversationMessage(
        message,
        sale,
        String(clientId(ctx)),
        agentOf(ctx, sale, ctx.state.sales.shipments.get(sale.shipment_id)!),
      );
      // Real profile: the newer documented answer wraps the message in {messages: [...]} (notes §11).
      return c.json(ctx.config.profile === "real" ? { messages: [rendered] } : rendered, 200);
    },
  );
}

/** A linear scan is fine at sandbox sizes (a few thousand sales, a handful of messages each). */
function findMessage(ctx: SandboxContext, id: string): { sale: Sale; message: Message } | null {
  for (const sale of ctx.state.sales.sales.values()) {
    const message = sale.messages.find((m) => m.id === id);
    if (message) return { sale, message };
  }
  return null;
}
