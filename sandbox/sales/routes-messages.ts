import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { requireUser } from "../core/auth.ts";
import { badRequest, forbidden, MarketplaceError, notFound } from "../core/errors.ts";
import { createMessage, renderConversationMessage } from "./messages.ts";
import { findSale, json } from "./http.ts";
import { AGENT_CONVERSATION_TYPE, agentOf } from "./agents.ts";
import type { LogisticType, Sale, Shipment } from "./types.ts";

const tags = ["Post-sale messaging"];
const PATH = "/messages/packs/{pack_id}/sellers/{seller_id}";
const SELLER_MAX = 350;
const BUYER_MAX = 3500;

/** Rule 5: these shipments need an action-guide reason; the seller may not open the conversation here. */
const GUIDED: LogisticType[] = ["fulfillment", "cross_docking", "drop_off", "xd_drop_off", "self_service"];

const params = z.object({
  pack_id: z.string().openapi({ param: { name: "pack_id", in: "path" } }),
  seller_id: z.string().openapi({ param: { name: "seller_id", in: "path" } }),
});
const listQuery = z.object({
  tag: z.string().optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  mark_as_read: z.enum(["true", "false"]).default("true"),
});
const userRef = z.object({ user_id: z.union([z.string(), z.number()]) });
const sendBody = z.object({ from: userRef, to: userRef, text: z.string(), attachments: z.array(z.string()).optional() });

export function registerMessageRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(
    createRoute({
      method: "get",
      path: PATH,
      tags,
      summary: "Read a post-sale conversation",
      request: { params, query: listQuery },
      responses: { 200: json("paging, conversation_status, messages") },
    }),
    (c) => {
      const user = requireUser(ctx, c);
      const { pack_id, seller_id } = c.req.valid("param");
      const q = c.req.valid("query");
      const { sale, shipment } = conversation(ctx, pack_id, seller_id, q.tag);
      if (user.id !== sale.seller_id && user.id !== sale.buyer_id) throw forbidden("not allowed to access the information of the pack");
      const newestFirst = [...sale.messages].reverse();
      const page = newestFirst.slice(q.offset, q.offset + q.limit);
      // Notes §6: reading marks the caller's incoming messages as read unless mark_as_read=false.
      if (q.mark_as_read === "true") for (const m of page) if (m.to_user_id === user.id && !m.read && m.available) m.read = ctx.clock.now();
      const agent = agentOf(ctx, sale, shipment);
      return c.json(
        {
          paging: { limit: q.limit, offset: q.offset, total: sale.messages.length },
          conversation_status: {
            // Notes §6: an agent conversation's path names the conversation type.
            path: `/packs/${sale.id}/sellers/${sale.seller_id}${agent === null ? "" : `/conversations/${AGENT_CONVERSATION_TYPE}`}`,
            status: sale.blocked ? "blocked" : "active",
            substatus: sale.blocked,
            status_date: (sale.messages.at(-1)?.created ?? sale.date_created).toISOString(),
            status_update_allowed: false,
            claim_id: null,
            shipping_id: shipment.id,
          },
          messages: page.map((m) =>
            renderConversationMessage(m, sale, String(ctx.state.application?.id ?? ctx.config.application.id), agent),
          ),
          seller_max_message_length: SELLER_MAX,
          buyer_max_message_length: BUYER_MAX,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: PATH,
      tags,
      summary: "Send a post-sale message (after the buyer replied)",
      request: {
        params,
        query: z.object({ tag: z.string().optional() }),
        body: { required: true, content: { "application/json": { schema: sendBody } } },
      },
      responses: { 201: json("the message as the conversation lists it") },
    }),
    (c) => {
      const user = requireUser(ctx, c);
      const { pack_id, seller_id } = c.req.valid("param");
      const { sale, shipment } = conversation(ctx, pack_id, seller_id, c.req.valid("query").tag);
      if (user.id !== sale.seller_id) throw forbidden("not allowed to access the information of the pack");
      const body = c.req.valid("json");
      if (Number(body.from.user_id) !== sale.seller_id) throw badRequest("bad_request", "from.user_id must be the seller of the pack");
      const agent = agentOf(ctx, sale, shipment);
      // Notes §6/§11: in an agent conversation plain messages go to the agent; the buyer is not a receiver.
      if (agent !== null && Number(body.to.user_id) !== agent) throw forbidden("Receiver does not belong to order", "forbidden");
      if (agent === null && Number(body.to.user_id) !== sale.buyer_id)
        throw badRequest("bad_request", "to.user_id must be the buyer of the pack");
      const text = body.text.trim();
      if (text.length === 0 || text.length > SELLER_MAX)
        throw badRequest("bad_request", "the text is invalid", [
          { code: "text_invalid", message: `text must have 1 to ${SELLER_MAX} characters` },
        ]);
      if (sale.blocked) throw forbidden("the conversation is blocked", "blocked_conversation_send_message_forbidden", [sale.blocked]);
      if (sellerWouldStart(sale, shipment)) {
        throw new MarketplaceError(
          403,
          "blocked_by_conversation_started_by_seller",
          "the buyer has not replied yet: choose a reason through the action guide",
          [],
        );
      }
      // Notes §6: only one message at a time may go to the agent; the next waits for its answer.
      if (agent !== null && sale.messages.at(-1)?.from_user_id === sale.seller_id) throw agentAwaitingReply();
      const message = createMessage(ctx.state.sales, {
        from: sale.seller_id,
        to: sale.buyer_id,
        text,
        at: ctx.clock.now(),
        option: null,
        moderated: true,
      });
      sale.messages.push(message);
      return c.json(renderConversationMessage(message, sale, String(ctx.state.application?.id ?? ctx.config.application.id), agent), 201);
    },
  );
}

/**
 * The one-at-a-time refusal. Its envelope is not documented: this follows the messages errors table's
 * style (a 403 whose `error` names the refusal, like blocked_conversation_send_message_forbidden).
 */
const agentAwaitingReply = () =>
  new MarketplaceError(
    403,
    "agent_conversation_send_message_forbidden",
    "Only one message at a time can be sent to the agent: wait for its answer",
    ["waiting_for_agent_response"],
  );

/** Before the buyer writes, ME2 sales (Full, cross docking, drop off, flex) only take action-guide reasons; excepted ones are free. */
function sellerWouldStart(sale: Sale, shipment: Shipment): boolean {
  return !sale.buyer_replied && !sale.excepted && GUIDED.includes(shipment.logistic_type);
}

function conversation(ctx: SandboxContext, packId: string, sellerId: string, tag: string | undefined) {
  if (tag !== "post_sale")
    throw badRequest("bad_request", "the tag parameter must be post_sale", [{ code: "invalid_tag", message: "tag=post_sale is required" }]);
  const found = findSale(ctx, packId);
  if (!found) throw notFound(`pack ${packId} not found`);
  if (String(found.sale.seller_id) !== sellerId) throw forbidden("not allowed to access the information of the pack");
  return found;
}
