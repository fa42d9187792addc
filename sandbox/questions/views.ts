import type { SiteId } from "../accounts/types.ts";
import type { SandboxContext } from "../context.ts";
import { siteDate } from "./local-time.ts";
import type { Question } from "./state.ts";

/** The site a question's dates are printed in: the item's, else the seller's, else Argentina. */
export function questionSite(ctx: SandboxContext, q: Question): SiteId {
  return ctx.state.catalog.items.get(q.item_id)?.site_id ?? ctx.state.users.get(q.seller_id)?.site_id ?? "MLA";
}

/**
 * A question as the API returns it (spec: Question; notes §1 for v4 extras). BANNED question or
 * answer text comes back as "" (notes §1).
 */
export function questionView(ctx: SandboxContext, q: Question) {
  const site = questionSite(ctx, q);
  return {
    id: q.id,
    date_created: siteDate(q.date_created, site),
    item_id: q.item_id,
    seller_id: q.seller_id,
    status: q.status,
    text: q.status === "BANNED" ? "" : q.text,
    deleted_from_listing: q.deleted_from_listing,
    hold: q.hold,
    suspected_spam: q.suspected_spam,
    answer: q.answer
      ? {
          text: q.answer.status === "BANNED" ? "" : q.answer.text,
          status: q.answer.status,
          date_created: siteDate(q.answer.date_created, site),
        }
      : null,
    from: { id: q.from_id, answered_questions: ctx.state.questions.answeredByAsker.get(q.from_id) ?? 0 },
  };
}

/** The detail adds the v4 fields (buyer_id, app_id, last_updated in UTC) on top of the spec's Question. */
export function questionDetailView(ctx: SandboxContext, q: Question) {
  return { ...questionView(ctx, q), buyer_id: q.from_id, app_id: q.app_id, last_updated: new Date(q.last_updated).toISOString() };
}

/**
 * The real profile's answer to POST /answers: the answered question without its asker (no `from`, no
 * `buyer_id`), as issue 57's documented body shows, so a client that needs the asker must read it back.
 */
export function answerViewReal(ctx: SandboxContext, q: Question) {
  const { from: _from, ...rest } = questionView(ctx, q);
  return rest;
}

/**
 * A UTC timestamp with nanoseconds, as the v4 detail sample prints them (`2021-02-08T17:51:21.746608612Z`,
 * notes §1). The sandbox keeps milliseconds; the six further digits come from the question id so they
 * stay the same on every read.
 */
function nanoUtc(ms: number, salt: number): string {
  const extra = String((salt * 7919 + ms) % 1_000_000).padStart(6, "0");
  return new Date(ms).toISOString().replace("Z", `${extra}Z`);
}

/**
 * The real profile's detail: the documented v4 sample (notes §1 and §11): `buyer_id` and no `from`,
 * `app_id`, and `date_created` / `last_updated` (and the answer's date) in nanosecond UTC.
 */
export function questionDetailViewReal(ctx: SandboxContext, q: Question) {
  const { from: _from, ...spec } = questionView(ctx, q);
  return {
    ...spec,
    buyer_id: q.from_id,
    app_id: q.app_id,
    date_created: nanoUtc(q.date_created, q.id),
    last_updated: nanoUtc(q.last_updated, q.id),
    answer: spec.answer && q.answer ? { ...spec.answer, date_created: nanoUtc(q.answer.date_created, q.id) } : null,
  };
}
