import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { requireUser } from "../core/auth.ts";
import { MarketplaceError } from "../core/errors.ts";
import { claimParams, claimsCaller, foreignClaim, json, ownClaim, policyRefusal } from "./http.ts";
import { playerId } from "./ops.ts";
import { renderClaim, renderDetail, renderReputation, localDate } from "./render.ts";
import { langOf, REASONS } from "./texts.ts";
import type { Claim, PlayerRole } from "./types.ts";

const tags = ["Claims"];
const BASE = "/post-purchase/v1/claims";

const list = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : null,
  );
const searchQuery = z.object({
  player_role: z.enum(["complainant", "respondent", "mediator"]).default("respondent"),
  player_user_id: z.string().regex(/^\d+$/).optional(),
  status: list,
  stage: list,
  type: list,
  reason_id: list,
  resource: z.string().optional(),
  resource_id: z.string().optional(),
  order_id: z.string().regex(/^\d+$/).optional(),
  site_id: z.string().optional(),
  date_created: z.string().optional(),
  last_updated: z.string().optional(),
  sort: z
    .string()
    .regex(/^(date_created|last_updated|id):(asc|desc)$/)
    .default("date_created:desc"),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).default(0),
});

/** `from,to` in ISO 8601 (either side may be empty), or one date meaning "from". */
function inRange(d: Date, range: string | undefined): boolean {
  if (!range) return true;
  const [from, to] = range.split(",");
  if (from && d.getTime() < Date.parse(from)) return false;
  if (to && d.getTime() > Date.parse(to)) return false;
  return true;
}

export function registerClaimReadRoutes(app: SandboxApp, ctx: SandboxContext): void {
  // Search first: /claims/search must win over /claims/{claim_id}.
  app.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/search`,
      tags,
      summary: "Search the caller's claims (filters, sort, paging up to 100)",
      request: { query: searchQuery },
      responses: { 200: json("{paging{offset,limit,total}, data:[claim]}") },
    }),
    (c) => {
      const user = claimsCaller(ctx, c);
      const q = c.req.valid("query");
      if (q.player_user_id && Number(q.player_user_id) !== user.id) throw foreignClaim(`search of user ${q.player_user_id}`);
      for (const [name, value] of [
        ["date_created", q.date_created],
        ["last_updated", q.last_updated],
      ] as const) {
        if (value && value.split(",").some((p) => p !== "" && Number.isNaN(Date.parse(p))))
          throw new MarketplaceError(400, "bad_request", `${name} must be an ISO 8601 date or a from,to range`, []);
      }
      const sales = ctx.state.sales;
      const orderMatch = (claim: Claim) => {
        if (!q.order_id) return true;
        const id = Number(q.order_id);
        const order = sales.orders.get(claim.resource_id);
        // Notes §12: order_id also finds claims linked through the pack or the shipment.
        return claim.resource_id === id || order?.sale_id === id || order?.pack_id === id || order?.shipment_id === id;
      };
      const role = q.player_role as PlayerRole;
      const rows = [...ctx.state.claims.claims.values()].filter(
        (claim) =>
          playerId(claim, role) === user.id &&
          (!q.status || q.status.includes(claim.status)) &&
          (!q.stage || q.stage.includes(claim.stage)) &&
          (!q.type || q.type.includes(claim.type)) &&
          (!q.reason_id || q.reason_id.some((r) => claim.reason_id.startsWith(r))) &&
          (!q.resource || q.resource === "order") &&
          (!q.resource_id || String(claim.resource_id) === q.resource_id) &&
          (!q.site_id || claim.site_id === q.site_id) &&
          orderMatch(claim) &&
          inRange(claim.date_created, q.date_created) &&
          inRange(claim.last_updated, q.last_updated),
      );
      const [field, dir] = q.sort.split(":") as ["date_created" | "last_updated" | "id", "asc" | "desc"];
      const key = (claim: Claim) => (field === "id" ? claim.id : claim[field].getTime());
      rows.sort((a, b) => (dir === "asc" ? key(a) - key(b) : key(b) - key(a)) || b.id - a.id);
      const page = rows.slice(q.offset, q.offset + q.limit);
      return c.json(
        {
          paging: { offset: q.offset, limit: q.limit, total: rows.length },
          data: page.map((claim) => renderClaim(ctx.state.claims, claim)),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: `${BASE}/reasons/{reason_id}`,
      tags,
      summary: "A claim reason, with its expected resolutions",
      request: { params: z.object({ reason_id: z.string().openapi({ param: { name: "reason_id", in: "path" }, example: "PDD9939" }) }) },
      responses: { 200: json("the reason") },
    }),
    (c) => {
      const user = requireUser(ctx, c);
      if (ctx.state.claims.unauthorized.has(user.id)) throw policyRefusal();
      const id = c.req.valid("param").reason_id;
      const reason = REASONS[id];
      if (!reason) throw new MarketplaceError(404, "business_logic_error", `Reason ${id} not found`, []);
      const text = reason.text[langOf(user.site_id)];
      return c.json(
        {
          id,
          flow: reason.flow,
          name: text.name,
          detail: text.detail,
          status: "active",
          parent_id: null,
          settings: { expected_resolutions: reason.expected, rules_engine_triage: [] },
        },
        200,
      );
    },
  );

  const claimRoute = (path: string, summary: string, render: (claim: Claim) => unknown) =>
    app.openapi(
      createRoute({
        method: "get",
        path: `${BASE}/{claim_id}${path}`,
        tags,
        summary,
        request: { params: claimParams },
        responses: { 200: json(summary) },
      }),
      (c) => {
        const user = claimsCaller(ctx, c);
        const claim = ownClaim(ctx, user, c.req.valid("param").claim_id);
        return c.json(render(claim) as Record<string, unknown>, 200);
      },
    );

  claimRoute("", "A claim: players with their available actions, resolution, related entities", (claim) =>
    renderClaim(ctx.state.claims, claim),
  );
  claimRoute("/detail", "What the claim is about and who must act by when", (claim) => renderDetail(ctx.state.claims, claim));
  claimRoute("/affects-reputation", "Whether the claim counts against the reputation (48-hour incentive)", (claim) =>
    renderReputation(claim, ctx.clock.now()),
  );
  claimRoute("/status-history", "Stage and status changes", (claim) =>
    claim.status_history.map((s) => ({ stage: s.stage, status: s.status, date: localDate(claim, s.date), change_by: s.change_by })),
  );
  claimRoute("/actions-history", "Actions the players took", (claim) =>
    claim.actions_history.map((a) => ({
      action_name: a.action_name,
      player_role: a.player_role,
      player_id: a.player_id,
      claim_stage: a.claim_stage,
      date_created: localDate(claim, a.date_created),
    })),
  );
  claimRoute("/expected-resolutions", "What the buyer expects, each pending, accepted or rejected", (claim) =>
    claim.expected.map((e) => ({
      player_role: "complainant",
      user_id: claim.buyer_id,
      expected_resolution: e.expected_resolution,
      status: e.status,
      date_created: localDate(claim, e.date_created),
      last_updated: localDate(claim, e.last_updated),
      details: [],
    })),
  );
  claimRoute("/partial-refund/available-offers", "Partial-refund percentages the seller may offer, with their amounts", (claim) => {
    const order = ctx.state.sales.orders.get(claim.resource_id);
    const total = order ? order.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0) : 0;
    return {
      claim_id: claim.id,
      currency_id: order?.currency_id ?? null,
      total_amount: total,
      available_offers: claim.offers.map((percentage) => ({ percentage, amount: Math.round(total * percentage) / 100 })),
    };
  });
}
