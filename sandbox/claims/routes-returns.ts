import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { MarketplaceError } from "../core/errors.ts";
import { readUpload } from "./attachments.ts";
import { actionNotAvailable, claimParams, claimsCaller, invalid, json, ownClaim } from "./http.ts";
import { close, giveTurn, MEDIATOR_ASKS_AFTER_MS, moveStage, notify, record, returnOf, schedule } from "./ops.ts";
import { renderAttachment, renderReturn } from "./render.ts";
import { sellerMay } from "./rules.ts";
import { langOf, PHOTO_REASONS, RETURN_REASONS } from "./texts.ts";
import type { Claim } from "./types.ts";

const tags = ["Returns"];

const reviewItem = z.object({
  reason: z.string(),
  message: z.string().max(2000).optional(),
  attachments: z.array(z.string()).max(10).optional(),
});
const reviewBody = z.array(reviewItem).max(1);

const noReturn = (claimId: number) => new MarketplaceError(404, "business_logic_error", `The claim ${claimId} has no return`, []);

export function registerReturnRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const claimWithReturn = (user: ReturnType<typeof claimsCaller>, claimId: string) => {
    const claim = ownClaim(ctx, user, claimId);
    const ret = returnOf(ctx.state.claims, claim);
    if (!ret) throw noReturn(claim.id);
    return { claim, ret };
  };

  app.openapi(
    createRoute({
      method: "get",
      path: "/post-purchase/v2/claims/{claim_id}/returns",
      tags,
      summary: "The claim's return: status, shipping, money, destination, seller review",
      request: { params: claimParams },
      responses: { 200: json("the return") },
    }),
    (c) => {
      const user = claimsCaller(ctx, c);
      const { claim, ret } = claimWithReturn(user, c.req.valid("param").claim_id);
      const itemId = ctx.state.sales.orders.get(claim.resource_id)?.items[0]?.item_id ?? null;
      return c.json(renderReturn(claim, ret, itemId), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/post-purchase/v1/claims/{claim_id}/charges/return-cost",
      tags,
      summary: "What the return costs the seller",
      request: { params: claimParams },
      responses: { 200: json("{currency_id, amount, amount_usd}") },
    }),
    (c) => {
      const user = claimsCaller(ctx, c);
      const { ret } = claimWithReturn(user, c.req.valid("param").claim_id);
      return c.json({ ...ret.cost }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/post-purchase/v1/returns/reasons",
      tags,
      summary: "Reasons for a failed return review (flow=seller_return_failed)",
      request: { query: z.object({ flow: z.literal("seller_return_failed"), claim_id: z.string().regex(/^\d+$/) }) },
      responses: { 200: json("[reason]", z.array(z.record(z.string(), z.unknown()))) },
    }),
    (c) => {
      const user = claimsCaller(ctx, c);
      const claim = ownClaim(ctx, user, c.req.valid("query").claim_id);
      const lang = langOf(claim.site_id);
      return c.json(
        Object.entries(RETURN_REASONS).map(([id, name]) => ({ id, name: name[lang], requires_attachments: PHOTO_REASONS.has(id) })),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/post-purchase/v1/claims/{claim_id}/returns/attachments",
      tags,
      summary: "Upload a photo for the return review (multipart field `file`: JPG, PNG or PDF, ≤ 5 MB)",
      request: { params: claimParams },
      responses: { 200: json("{user_id, filename}") },
    }),
    async (c) => {
      const user = claimsCaller(ctx, c);
      const { claim, ret } = claimWithReturn(user, c.req.valid("param").claim_id);
      if (!sellerMay(claim, "return_review_fail", ret)) throw actionNotAvailable("return_review_fail", claim.id);
      const file = await readUpload(c, user.id, `r${ret.id}${ctx.state.claims.next.file++}`, ctx.clock.now());
      ret.uploads.set(file.filename, file);
      return c.json({ user_id: user.id, ...renderAttachment(claim, file) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/post-purchase/v1/returns/{return_id}/return-review",
      tags,
      summary: "Review the returned product: an empty body = arrived fine; [{reason, message, attachments}] = a problem",
      request: { params: z.object({ return_id: z.string().openapi({ param: { name: "return_id", in: "path" } }) }) },
      responses: { 200: json("the return") },
    }),
    async (c) => {
      const user = claimsCaller(ctx, c);
      const id = c.req.valid("param").return_id;
      const ret = /^\d+$/.test(id) ? ctx.state.claims.returns.get(Number(id)) : undefined;
      if (!ret) throw new MarketplaceError(404, "business_logic_error", `Return ${id} not found`, []);
      const claim = ownClaim(ctx, user, String(ret.claim_id));
      const text = (await c.req.text()).trim();
      let raw: unknown = [];
      try {
        raw = text === "" ? [] : JSON.parse(text);
      } catch {
        throw invalid("the body must be empty or a JSON array", "invalid_body");
      }
      const parsed = reviewBody.safeParse(raw);
      if (!parsed.success) throw invalid("the body must be empty or [{reason, message, attachments}]", "invalid_body");
      const problem = parsed.data[0];
      const action = problem ? "return_review_fail" : "return_review_ok";
      if (!sellerMay(claim, action, ret)) throw actionNotAvailable(action, claim.id);
      const now = ctx.clock.now();
      if (problem) failReview(claim, ret, problem, now);
      else {
        ret.review = { reason_id: null, message: null, attachments: [], date_created: now };
        Object.assign(ret, { seller_review: "success", status_money: "refunded", status: "closed", last_updated: now });
        record(claim, "return_review_ok", "respondent", now);
        // The return the seller allowed solved the claim: kept off the reputation if allowed inside 48 hours.
        const allowed = claim.actions_history.find((a) => a.action_name === "allow_return")?.date_created ?? now;
        close(claim, "return_ok", ["complainant"], "respondent", now, allowed);
        claim.scheduled = [];
      }
      notify(ctx, claim, "claims");
      const itemId = ctx.state.sales.orders.get(claim.resource_id)?.items[0]?.item_id ?? null;
      return c.json(renderReturn(claim, ret, itemId), 200);
    },
  );

  function failReview(claim: Claim, ret: NonNullable<ReturnType<typeof returnOf>>, problem: z.infer<typeof reviewItem>, now: Date) {
    if (!RETURN_REASONS[problem.reason]) throw invalid(`unknown reason ${problem.reason}`, "invalid_reason");
    const files = problem.attachments ?? [];
    // Notes §12: SRF2 (damaged) and SRF4 (different product) need photos.
    if (PHOTO_REASONS.has(problem.reason) && files.length === 0)
      throw invalid(`the reason ${problem.reason} needs photos: upload them with POST …/returns/attachments`, "attachments_required");
    for (const f of files)
      if (!ret.uploads.has(f)) throw invalid(`attachment ${f} was not uploaded to this return`, "attachment_not_found");
    ret.review = { reason_id: problem.reason, message: problem.message ?? null, attachments: files, date_created: now };
    Object.assign(ret, { seller_review: "claimed", last_updated: now });
    record(claim, "return_review_fail", "respondent", now);
    // A mediator decides what happens with the money: the money release waits for them.
    claim.scheduled = claim.scheduled.filter((m) => m.kind !== "money_release");
    if (claim.stage !== "dispute") moveStage(claim, "dispute", "respondent", now);
    giveTurn(claim, "mediator", now);
    schedule(claim, "mediator_question", new Date(now.getTime() + MEDIATOR_ASKS_AFTER_MS));
  }
}
