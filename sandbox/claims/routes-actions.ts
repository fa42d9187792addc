import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { actionNotAvailable, claimParams, claimsCaller, invalid, json, ownClaim } from "./http.ts";
import {
  close,
  createReturn,
  giveTurn,
  MEDIATOR_ASKS_AFTER_MS,
  moveStage,
  notify,
  record,
  RETURN_SHIPPED_AFTER_MS,
  returnOf,
  schedule,
} from "./ops.ts";
import { renderClaim } from "./render.ts";
import { sellerMay } from "./rules.ts";
import type { Claim, ClaimAction } from "./types.ts";

const tags = ["Claims"];
const BASE = "/post-purchase/v1/claims/{claim_id}";

const evidenceBody = z.object({
  type: z.literal("shipping_evidence"),
  date_shipped: z.string().optional(),
  shipping_company_name: z.string().max(120).optional(),
  tracking_number: z.string().max(60).optional(),
  attachments: z.array(z.string()).max(10).optional(),
});

export function registerClaimActionRoutes(app: SandboxApp, ctx: SandboxContext): void {
  /** Every seller action: the caller's own claim, the action offered now, then the change. */
  const act = (claimId: string, user: ReturnType<typeof claimsCaller>, action: ClaimAction, change: (claim: Claim, now: Date) => void) => {
    const claim = ownClaim(ctx, user, claimId);
    if (!sellerMay(claim, action, returnOf(ctx.state.claims, claim))) throw actionNotAvailable(action, claim.id);
    change(claim, ctx.clock.now());
    return renderClaim(ctx.state.claims, claim);
  };

  app.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/expected-resolutions/refund`,
      tags,
      summary: "Refund the buyer in full: the claim closes in the buyer's favour",
      request: { params: claimParams },
      responses: { 200: json("the claim") },
    }),
    (c) => {
      const user = claimsCaller(ctx, c);
      const body = act(c.req.valid("param").claim_id, user, "refund", (claim, now) => {
        for (const e of claim.expected)
          Object.assign(e, { status: e.expected_resolution === "refund" ? "accepted" : "rejected", last_updated: now });
        const ret = returnOf(ctx.state.claims, claim);
        if (ret && (ret.status === "opened" || ret.status === "shipped"))
          Object.assign(ret, { status: "cancelled", status_money: "refunded", last_updated: now });
        record(claim, "refund", "respondent", now);
        close(claim, "payment_refunded", ["complainant"], "respondent", now, now);
        notify(ctx, claim, "claims");
      });
      return c.json(body, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/expected-resolutions/allow-return`,
      tags,
      summary: "Allow the buyer to return the product: a return opens and the buyer must ship it",
      request: { params: claimParams },
      responses: { 200: json("the claim") },
    }),
    (c) => {
      const user = claimsCaller(ctx, c);
      const body = act(c.req.valid("param").claim_id, user, "allow_return", (claim, now) => {
        for (const e of claim.expected)
          if (e.expected_resolution === "return_product") Object.assign(e, { status: "accepted", last_updated: now });
        createReturn(ctx.state.claims, claim, ctx.state.sales.orders.get(claim.resource_id), now);
        record(claim, "allow_return", "respondent", now);
        giveTurn(claim, "complainant", now);
        schedule(claim, "return_shipped", new Date(now.getTime() + RETURN_SHIPPED_AFTER_MS));
        notify(ctx, claim, "claims_actions");
      });
      return c.json(body, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/expected-resolutions/partial-refund`,
      tags,
      summary: "Offer a partial refund, one of the available offers' percentages; the buyer accepts or rejects",
      request: {
        params: claimParams,
        body: { required: true, content: { "application/json": { schema: z.object({ percentage: z.number() }) } } },
      },
      responses: { 200: json("the claim") },
    }),
    (c) => {
      const user = claimsCaller(ctx, c);
      const { percentage } = c.req.valid("json");
      const body = act(c.req.valid("param").claim_id, user, "allow_partial_refund", (claim, now) => {
        if (!claim.offers.includes(percentage))
          throw invalid(`the percentage must be one of the available offers: ${claim.offers.join(", ")}`, "invalid_percentage");
        claim.partial = { percentage, status: "pending", date_created: now };
        record(claim, "allow_partial_refund", "respondent", now);
        giveTurn(claim, "complainant", now);
        notify(ctx, claim, "claims_actions");
      });
      return c.json(body, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/actions/open-dispute`,
      tags,
      summary: "Ask Mercado Libre to mediate: from now on messages go to the mediator only",
      request: { params: claimParams },
      responses: { 200: json("the claim") },
    }),
    (c) => {
      const user = claimsCaller(ctx, c);
      const body = act(c.req.valid("param").claim_id, user, "open_dispute", (claim, now) => {
        record(claim, "open_dispute", "respondent", now);
        moveStage(claim, "dispute", "respondent", now);
        giveTurn(claim, "mediator", now);
        claim.scheduled = claim.scheduled.filter((m) => m.kind !== "buyer_reply");
        schedule(claim, "mediator_question", new Date(now.getTime() + MEDIATOR_ASKS_AFTER_MS));
        notify(ctx, claim, "claims");
      });
      return c.json(body, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: `${BASE}/actions/evidences`,
      tags,
      summary: "Send shipping evidence (not-received claims)",
      request: { params: claimParams, body: { required: true, content: { "application/json": { schema: evidenceBody } } } },
      responses: { 200: json("the claim") },
    }),
    (c) => {
      const user = claimsCaller(ctx, c);
      const e = c.req.valid("json");
      const body = act(c.req.valid("param").claim_id, user, "add_shipping_evidence", (claim, now) => {
        for (const name of e.attachments ?? [])
          if (!claim.uploads.has(name)) throw invalid(`attachment ${name} was not uploaded to this claim`, "attachment_not_found");
        if (!e.tracking_number && !(e.attachments?.length ?? 0))
          throw invalid("shipping evidence needs a tracking number or an attached proof", "evidence_empty");
        claim.evidences.push({
          type: "shipping_evidence",
          date_shipped: e.date_shipped ?? null,
          shipping_company_name: e.shipping_company_name ?? null,
          tracking_number: e.tracking_number ?? null,
          attachments: e.attachments ?? [],
          date_created: now,
        });
        record(claim, "add_shipping_evidence", "respondent", now);
        notify(ctx, claim, "claims_actions");
      });
      return c.json(body, 200);
    },
  );
}
