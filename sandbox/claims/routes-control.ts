import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { MarketplaceError, notFound } from "../core/errors.ts";
import {
  buyerSays,
  close,
  deliverReturn,
  giveTurn,
  mediatorSays,
  moveStage,
  notify,
  record,
  RETURN_DELIVERED_AFTER_MS,
  returnOf,
  schedule,
  settle,
} from "./ops.ts";
import { renderClaim, renderMessage } from "./render.ts";
import { newClaim } from "./seed.ts";
import { BUYER_REPLY, langOf, MEDIATOR_REPLY, OPENING, REASONS } from "./texts.ts";
import type { Claim } from "./types.ts";
import { json } from "./http.ts";

const tags = ["Sandbox control"];
const idParam = z.object({ claim_id: z.string().openapi({ param: { name: "claim_id", in: "path" } }) });
const body = <T extends z.ZodType>(schema: T, required = true) => ({ required, content: { "application/json": { schema } } });
const conflict = (message: string) => new MarketplaceError(409, "conflict", message, []);

/** The seller's newest paid order without any claim, for opening one without looking an order up. */
function newestFreeOrder(ctx: SandboxContext, sellerId: number | undefined) {
  if (sellerId === undefined) return undefined;
  const claimed = new Set([...ctx.state.claims.claims.values()].map((c) => c.resource_id));
  let best: ReturnType<typeof ctx.state.sales.orders.get>;
  for (const o of ctx.state.sales.orders.values())
    if (o.seller_id === sellerId && o.status === "paid" && !claimed.has(o.id) && (!best || o.date_created > best.date_created)) best = o;
  return best;
}

/** Test and demo hooks for claims: the buyer's and the mediator's side, stages, returns and the permission. */
export function registerClaimsControlRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const claimOf = (id: string): Claim => {
    settle(ctx);
    const claim = /^\d+$/.test(id) ? ctx.state.claims.claims.get(Number(id)) : undefined;
    if (!claim) throw notFound(`claim ${id} not found`);
    return claim;
  };
  const open = (claim: Claim) => {
    if (claim.status !== "opened") throw conflict(`claim ${claim.id} is closed`);
  };

  app.openapi(
    createRoute({
      method: "get",
      path: "/__sandbox/claims",
      tags,
      summary: "Every claim (optionally one seller's), in short: id, seller, order, reason, stage, status, whose move, return",
      request: { query: z.object({ seller_id: z.string().regex(/^\d+$/).optional() }) },
      responses: { 200: json("[claim summary]", z.array(z.record(z.string(), z.unknown()))) },
    }),
    (c) => {
      settle(ctx);
      const seller = c.req.valid("query").seller_id;
      const rows = [...ctx.state.claims.claims.values()].filter((cl) => !seller || cl.seller_id === Number(seller));
      return c.json(
        rows.map((cl) => ({
          id: cl.id,
          seller_id: cl.seller_id,
          buyer_id: cl.buyer_id,
          order_id: cl.resource_id,
          reason_id: cl.reason_id,
          type: cl.type,
          stage: cl.stage,
          status: cl.status,
          turn: cl.turn?.role ?? null,
          due: cl.turn?.due.toISOString() ?? null,
          return_id: cl.return_id,
          return_status: returnOf(ctx.state.claims, cl)?.status ?? null,
          offers: cl.offers,
          scheduled: cl.scheduled.map((m) => ({ kind: m.kind, at: m.at.toISOString() })),
        })),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/__sandbox/claims",
      tags,
      summary:
        "The buyer opens a claim on an order (or the seller's newest unclaimed one: seller_id) with reason_id PNR…, PDD… or CS…; notifies post_purchase",
      request: {
        body: body(
          z.object({
            order_id: z.union([z.number(), z.string().regex(/^\d+$/)]).optional(),
            /** Without order_id: the seller's newest paid order that has no claim. */
            seller_id: z.number().int().optional(),
            reason_id: z.string().default("PDD9944"),
            text: z.string().max(3500).optional(),
            offers: z.array(z.number().int().min(1).max(99)).max(5).optional(),
          }),
        ),
      },
      responses: { 201: json("the claim") },
    }),
    (c) => {
      settle(ctx);
      const b = c.req.valid("json");
      const order = b.order_id !== undefined ? ctx.state.sales.orders.get(Number(b.order_id)) : newestFreeOrder(ctx, b.seller_id);
      if (!order)
        throw notFound(
          b.order_id !== undefined ? `order ${b.order_id} not found` : `seller ${b.seller_id} has no paid order without a claim`,
        );
      if (!REASONS[b.reason_id])
        throw new MarketplaceError(400, "bad_request", `unknown reason ${b.reason_id}; known: ${Object.keys(REASONS).join(", ")}`, []);
      const taken = [...ctx.state.claims.claims.values()].some((cl) => cl.resource_id === order.id && cl.status === "opened");
      if (taken) throw conflict(`order ${order.id} already has an open claim`);
      const now = ctx.clock.now();
      const pdd = b.reason_id.startsWith("PDD");
      const claim = newClaim(ctx.state.claims, order, b.reason_id, now, {
        idStep: 1_337,
        offers: pdd ? (b.offers ?? [50]) : [],
        fulfilled: pdd,
      });
      ctx.state.claims.claims.set(claim.id, claim);
      const lang = langOf(claim.site_id);
      buyerSays(ctx, claim, b.text?.trim() || OPENING[lang][b.reason_id]![0]!, now);
      notify(ctx, claim, "claims");
      return c.json(renderClaim(ctx.state.claims, claim), 201);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/__sandbox/sellers/{seller_id}/claims",
      tags,
      summary: "Benches: open up to `count` claims on the seller's unclaimed paid orders, newest first (reasons in turn unless reason_id)",
      request: {
        params: z.object({ seller_id: z.string().openapi({ param: { name: "seller_id", in: "path" } }) }),
        body: body(z.object({ count: z.number().int().min(1).max(20_000), reason_id: z.string().optional() })),
      },
      responses: { 200: json("{seller_id, opened, claims}") },
    }),
    (c) => {
      settle(ctx);
      const sellerId = Number(c.req.valid("param").seller_id);
      const seller = ctx.state.users.get(sellerId);
      if (!seller || seller.role !== "seller") throw notFound(`seller ${c.req.valid("param").seller_id} not found`);
      const { count, reason_id } = c.req.valid("json");
      if (reason_id && !REASONS[reason_id]) throw new MarketplaceError(400, "bad_request", `unknown reason ${reason_id}`, []);
      const claimed = new Set([...ctx.state.claims.claims.values()].map((cl) => cl.resource_id));
      const orders = [...ctx.state.sales.orders.values()]
        .filter((o) => o.seller_id === sellerId && o.status === "paid" && !claimed.has(o.id))
        .sort((a, b) => b.date_created.getTime() - a.date_created.getTime())
        .slice(0, count);
      const reasons = Object.keys(REASONS);
      const now = ctx.clock.now();
      orders.forEach((order, n) => {
        const reasonId = reason_id ?? reasons[n % reasons.length]!;
        const pdd = reasonId.startsWith("PDD");
        const claim = newClaim(ctx.state.claims, order, reasonId, now, { idStep: 1_337, offers: pdd ? [50] : [], fulfilled: pdd });
        ctx.state.claims.claims.set(claim.id, claim);
        buyerSays(ctx, claim, OPENING[langOf(claim.site_id)][reasonId]![0]!, now);
        notify(ctx, claim, "claims");
      });
      const total = [...ctx.state.claims.claims.values()].filter((cl) => cl.seller_id === sellerId).length;
      return c.json({ seller_id: sellerId, opened: orders.length, claims: total }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/__sandbox/claims/{claim_id}/buyer_reply",
      tags,
      summary: "The buyer writes (to the seller; in a dispute, to the mediator)",
      request: { params: idParam, body: body(z.object({ text: z.string().max(3500).optional() }), false) },
      responses: { 201: json("the buyer's message") },
    }),
    async (c) => {
      const claim = claimOf(c.req.valid("param").claim_id);
      open(claim);
      const b = (await c.req.json().catch(() => ({}))) as { text?: string };
      const message = buyerSays(ctx, claim, b.text?.trim() || BUYER_REPLY[langOf(claim.site_id)], ctx.clock.now());
      return c.json(renderMessage(claim, message), 201);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/__sandbox/claims/{claim_id}/mediator_reply",
      tags,
      summary: "The mediator writes to the seller (dispute stage): the seller must answer it",
      request: { params: idParam, body: body(z.object({ text: z.string().max(3500).optional() }), false) },
      responses: { 201: json("the mediator's message") },
    }),
    async (c) => {
      const claim = claimOf(c.req.valid("param").claim_id);
      open(claim);
      if (claim.stage !== "dispute") throw conflict(`claim ${claim.id} is not in dispute`);
      const b = (await c.req.json().catch(() => ({}))) as { text?: string };
      const message = mediatorSays(ctx, claim, b.text?.trim() || MEDIATOR_REPLY[langOf(claim.site_id)], ctx.clock.now());
      return c.json(renderMessage(claim, message), 201);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/__sandbox/claims/{claim_id}/partial_refund",
      tags,
      summary: "The buyer answers the seller's partial-refund offer: accepted closes the claim, rejected gives the move back",
      request: { params: idParam, body: body(z.object({ accept: z.boolean().default(true) }), false) },
      responses: { 200: json("the claim") },
    }),
    async (c) => {
      const claim = claimOf(c.req.valid("param").claim_id);
      open(claim);
      if (claim.partial?.status !== "pending") throw conflict(`claim ${claim.id} has no pending partial-refund offer`);
      const b = (await c.req.json().catch(() => ({}))) as { accept?: boolean };
      const now = ctx.clock.now();
      if (b.accept === false) {
        claim.partial.status = "rejected";
        record(claim, "reject_partial_refund", "complainant", now);
        giveTurn(claim, "respondent", now);
        notify(ctx, claim, "claims_actions");
      } else {
        claim.partial.status = "accepted";
        for (const e of claim.expected)
          Object.assign(e, { status: e.expected_resolution === "refund" ? "accepted" : "rejected", last_updated: now });
        record(claim, "accept_partial_refund", "complainant", now);
        close(claim, "partial_refunded", ["complainant", "respondent"], "complainant", now, claim.partial.date_created);
        notify(ctx, claim, "claims");
      }
      return c.json(renderClaim(ctx.state.claims, claim), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/__sandbox/claims/{claim_id}/stage",
      tags,
      summary: "Move the claim: {stage} (claim, dispute, recontact, stale) or {status: closed, benefited} as the mediator decides",
      request: {
        params: idParam,
        body: body(
          z
            .object({
              stage: z.enum(["claim", "dispute", "recontact", "stale"]).optional(),
              status: z.literal("closed").optional(),
              benefited: z.enum(["complainant", "respondent"]).default("complainant"),
            })
            .refine((v) => (v.stage === undefined) !== (v.status === undefined), { message: "give exactly one of stage or status" }),
        ),
      },
      responses: { 200: json("the claim") },
    }),
    (c) => {
      const claim = claimOf(c.req.valid("param").claim_id);
      open(claim);
      const b = c.req.valid("json");
      const now = ctx.clock.now();
      if (b.status === "closed") {
        close(claim, b.benefited === "respondent" ? "seller_won" : "buyer_won", [b.benefited], "mediator", now);
      } else {
        moveStage(claim, b.stage!, "mediator", now);
        giveTurn(claim, b.stage === "dispute" ? "mediator" : "respondent", now);
      }
      notify(ctx, claim, "claims");
      return c.json(renderClaim(ctx.state.claims, claim), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/__sandbox/returns/{return_id}/status",
      tags,
      summary: "Move a return: shipped, delivered (the seller's review starts), not_delivered, cancelled",
      request: {
        params: z.object({ return_id: z.string().openapi({ param: { name: "return_id", in: "path" } }) }),
        body: body(z.object({ status: z.enum(["shipped", "delivered", "not_delivered", "cancelled"]) })),
      },
      responses: { 200: json("{id, status}") },
    }),
    (c) => {
      settle(ctx);
      const id = c.req.valid("param").return_id;
      const ret = /^\d+$/.test(id) ? ctx.state.claims.returns.get(Number(id)) : undefined;
      if (!ret) throw notFound(`return ${id} not found`);
      const claim = ctx.state.claims.claims.get(ret.claim_id)!;
      const now = ctx.clock.now();
      const { status } = c.req.valid("json");
      if (status === "delivered") deliverReturn(ctx, claim, ret, now);
      else {
        Object.assign(ret, { status, last_updated: now });
        claim.scheduled = claim.scheduled.filter((m) => m.kind !== "return_shipped");
        if (status === "shipped") {
          if (claim.turn?.role === "complainant") claim.turn = null;
          schedule(claim, "return_delivered", new Date(now.getTime() + RETURN_DELIVERED_AFTER_MS));
        }
        claim.last_updated = now;
        notify(ctx, claim, "claims_actions");
      }
      return c.json({ id: ret.id, status: ret.status }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/__sandbox/claims/permission",
      tags,
      summary: "Grant or revoke a seller's claims permission: revoked, claim calls answer 403 PA_UNAUTHORIZED_RESULT_FROM_POLICIES",
      request: { body: body(z.object({ user_id: z.number().int(), granted: z.boolean() })) },
      responses: { 200: json("{user_id, granted}") },
    }),
    (c) => {
      const { user_id, granted } = c.req.valid("json");
      if (!ctx.state.users.get(user_id)) throw notFound(`user ${user_id} not found`);
      if (granted) ctx.state.claims.unauthorized.delete(user_id);
      else ctx.state.claims.unauthorized.add(user_id);
      return c.json({ user_id, granted }, 200);
    },
  );
}
