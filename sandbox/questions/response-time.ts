import { createRoute, z } from "@hono/zod-openapi";
import type { SiteId } from "../accounts/types.ts";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { requireUser } from "../core/auth.ts";
import { forbidden, MarketplaceError } from "../core/errors.ts";
import { bandOf, type Band } from "./local-time.ts";
import type { Question } from "./state.ts";

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
export const WINDOW_MS = 14 * DAY;
/** Spec rule 2: an unanswered question counts as answered at its age, up to one week. */
export const UNANSWERED_CAP_MS = 7 * DAY;

/** Questions the seller could answer; banned, deleted and under-review ones never reached the seller's inbox. */
const COUNTED = new Set(["ANSWERED", "UNANSWERED", "CLOSED_UNANSWERED"]);

type BandName = Exclude<Band, "night">;
export interface BandResult {
  response_time: number | null;
  sales_percent_increase: number | null;
}
export interface ResponseTime {
  user_id: number;
  total: { response_time: number };
  weekend: BandResult;
  weekdays_working_hours: BandResult;
  weekdays_extra_hours: BandResult;
}

/**
 * The forecast of sales gained by answering under an hour: 6 × ln(response_time / 60), rounded, at
 * least 1 and at most 25 (%). Slow bands gain more, with diminishing returns. Only above 60 minutes.
 */
export function salesPercentIncrease(responseTime: number | null): number | null {
  if (responseTime === null || responseTime <= 60) return null;
  return Math.min(25, Math.max(1, Math.round(6 * Math.log(responseTime / 60))));
}

/** How many minutes a question counts for at `now`: answer delay, or age capped at 7 days if unanswered. */
export function countedMinutes(q: Question, now: number): number {
  const answeredAt = q.status === "ANSWERED" && q.answer ? q.answer.date_created : null;
  const ms = answeredAt !== null ? answeredAt - q.date_created : Math.min(now - q.date_created, UNANSWERED_CAP_MS);
  return Math.max(0, ms) / MIN;
}

/** Spec Response-time record and its calculation rules, computed from stored questions at `now`. */
export function computeResponseTime(sellerId: number, questions: Question[], site: SiteId, now: number): ResponseTime | null {
  // Rule 1: only the first question each buyer asked about each item (over all time, among counted ones).
  const firsts = new Map<string, Question>();
  for (const q of questions) {
    if (!COUNTED.has(q.status) || q.date_created > now) continue;
    const key = `${q.item_id}|${q.from_id}`;
    const seen = firsts.get(key);
    if (!seen || q.date_created < seen.date_created) firsts.set(key, q);
  }
  const sums: Record<BandName | "total", { sum: number; n: number }> = {
    total: { sum: 0, n: 0 },
    weekend: { sum: 0, n: 0 },
    weekdays_working_hours: { sum: 0, n: 0 },
    weekdays_extra_hours: { sum: 0, n: 0 },
  };
  for (const q of firsts.values()) {
    if (q.date_created <= now - WINDOW_MS) continue;
    const minutes = countedMinutes(q, now);
    sums.total.sum += minutes;
    sums.total.n++;
    // Bands go by when the question arrived, in the site's time zone; 00:00–09:00 weekdays only count in total.
    const band = bandOf(q.date_created, site);
    if (band !== "night") {
      sums[band].sum += minutes;
      sums[band].n++;
    }
  }
  if (sums.total.n === 0) return null;
  const avg = (b: { sum: number; n: number }) => (b.n === 0 ? null : Math.round(b.sum / b.n));
  const band = (name: BandName): BandResult => {
    const rt = avg(sums[name]);
    return { response_time: rt, sales_percent_increase: salesPercentIncrease(rt) };
  };
  return {
    user_id: sellerId,
    total: { response_time: avg(sums.total)! },
    weekend: band("weekend"),
    weekdays_working_hours: band("weekdays_working_hours"),
    weekdays_extra_hours: band("weekdays_extra_hours"),
  };
}

const route = createRoute({
  method: "get",
  path: "/users/{user_id}/questions/response_time",
  summary: "A seller's average response time to questions over the last 14 days",
  request: { params: z.object({ user_id: z.string().openapi({ param: { name: "user_id", in: "path" } }) }) },
  responses: { 200: { description: "Response-time record", content: { "application/json": { schema: z.any() } } } },
});

export function registerResponseTimeRoute(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(route, (c) => {
    const caller = requireUser(ctx, c);
    const raw = c.req.valid("param").user_id;
    const userId = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (userId !== caller.id) throw forbidden(`User ${caller.id} cannot read the response time of user ${raw}`);
    const user = ctx.state.users.get(userId);
    const record = user
      ? computeResponseTime(userId, ctx.state.questions.bySeller.get(userId) ?? [], user.site_id, ctx.clock.nowMs())
      : null;
    if (!record) throw new MarketplaceError(404, "not_found", `Response time not found for user id ${raw}`);
    return c.json(record, 200);
  });
}
