import { createRoute } from "@hono/zod-openapi";
import type { Item } from "../catalog/types.ts";
import type { SandboxApp, SandboxContext } from "../context.ts";
import {
  checkOptionalToken,
  findItem,
  findItems,
  findUser,
  idsWindowQuery,
  itemParams,
  ok,
  rangeQuery,
  userItems,
  userParams,
  windowQuery,
} from "./lookup.ts";
import { countQuestions, storedQuestions, type QuestionContact } from "./questions.ts";
import { ItemSeries } from "./series.ts";
import { parseRange, parseWindow, type Span, type Window } from "./windows.ts";

const tags = ["metrics"];
type Query = typeof rangeQuery | typeof windowQuery;
const userRoute = <Q extends Query>(path: string, summary: string, query: Q) =>
  createRoute({ method: "get", path, tags, summary, request: { params: userParams, query }, responses: ok(summary) });
const itemRoute = <Q extends Query>(path: string, summary: string, query: Q) =>
  createRoute({ method: "get", path, tags, summary, request: { params: itemParams, query }, responses: ok(summary) });

const userQuestions = userRoute("/users/{user_id}/contacts/questions", "Questions a user's items received over a date range", rangeQuery);
const userQuestionsWindow = userRoute(
  "/users/{user_id}/contacts/questions/time_window",
  "Questions a user's items received per day or hour",
  windowQuery,
);
const itemQuestions = itemRoute("/items/{item_id}/contacts/questions", "Questions an item received over a date range", rangeQuery);
const itemQuestionsWindow = itemRoute(
  "/items/{item_id}/contacts/questions/time_window",
  "Questions an item received per day or hour",
  windowQuery,
);
const userPhone = userRoute(
  "/users/{user_id}/contacts/phone_views",
  "Phone views of a user's classified items over a date range",
  rangeQuery,
);
const userPhoneWindow = userRoute(
  "/users/{user_id}/contacts/phone_views/time_window",
  "Phone views of a user's classified items per day or hour",
  windowQuery,
);
const itemsPhoneWindow = createRoute({
  method: "get",
  path: "/items/contacts/phone_views/time_window",
  tags,
  summary: "Phone views of several items per day or hour",
  request: { query: idsWindowQuery },
  responses: ok("array of phone views time window, one per item"),
});

/** {total, date_from, date_to, last, unit, results[{date, total}]} for any per-span counter. */
function windowBody(w: Window, count: (span: Span) => number) {
  const results = w.buckets.map((b) => ({ date: b.date, total: count(b) }));
  return {
    total: results.reduce((a, r) => a + r.total, 0),
    date_from: w.date_from,
    date_to: w.date_to,
    last: w.last,
    unit: w.unit,
    results,
  };
}

export function registerContactRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const now = () => ctx.clock.nowMs();
  /** A user's questions: by the stored seller_id, or through the item when a question lacks it. */
  const ofUser = (userId: number) => (q: QuestionContact) => (q.seller_id ?? ctx.state.catalog.items.get(q.item_id)?.seller_id) === userId;
  const ofItem = (itemId: string) => (q: QuestionContact) => q.item_id === itemId;
  /** Phone views only exist on classified items; others always count 0. */
  const phoneSeries = (items: Item[]) => items.filter((i) => i.buying_mode === "classified").map((i) => new ItemSeries(i, now()));
  const phoneViews = (series: ItemSeries[], span: Span) => series.reduce((a, s) => a + s.phoneViews(span.fromMs, span.toMs), 0);

  app.openapi(userQuestions, (c) => {
    checkOptionalToken(ctx, c);
    const user = findUser(ctx, c.req.valid("param").user_id);
    const r = parseRange(c.req.valid("query"), user.site_id);
    const total = countQuestions(storedQuestions(ctx.state), ofUser(user.id), r.fromMs, r.toMs);
    return c.json({ date_from: r.date_from, date_to: r.date_to, user_id: user.id, total }, 200);
  });

  app.openapi(userQuestionsWindow, (c) => {
    checkOptionalToken(ctx, c);
    const user = findUser(ctx, c.req.valid("param").user_id);
    const w = parseWindow(c.req.valid("query"), user.site_id, now());
    const questions = storedQuestions(ctx.state);
    return c.json({ user_id: user.id, ...windowBody(w, (s) => countQuestions(questions, ofUser(user.id), s.fromMs, s.toMs)) }, 200);
  });

  app.openapi(itemQuestions, (c) => {
    checkOptionalToken(ctx, c);
    const item = findItem(ctx, c.req.valid("param").item_id);
    const r = parseRange(c.req.valid("query"), item.site_id);
    const total = countQuestions(storedQuestions(ctx.state), ofItem(item.id), r.fromMs, r.toMs);
    return c.json({ date_from: r.date_from, date_to: r.date_to, item_id: item.id, total }, 200);
  });

  app.openapi(itemQuestionsWindow, (c) => {
    checkOptionalToken(ctx, c);
    const item = findItem(ctx, c.req.valid("param").item_id);
    const w = parseWindow(c.req.valid("query"), item.site_id, now());
    const questions = storedQuestions(ctx.state);
    return c.json({ item_id: item.id, ...windowBody(w, (s) => countQuestions(questions, ofItem(item.id), s.fromMs, s.toMs)) }, 200);
  });

  app.openapi(userPhone, (c) => {
    checkOptionalToken(ctx, c);
    const user = findUser(ctx, c.req.valid("param").user_id);
    const r = parseRange(c.req.valid("query"), user.site_id);
    // The spec types user_id as a string on this record only.
    return c.json(
      { date_from: r.date_from, date_to: r.date_to, total: phoneViews(phoneSeries(userItems(ctx, user.id)), r), user_id: String(user.id) },
      200,
    );
  });

  app.openapi(userPhoneWindow, (c) => {
    checkOptionalToken(ctx, c);
    const user = findUser(ctx, c.req.valid("param").user_id);
    const w = parseWindow(c.req.valid("query"), user.site_id, now());
    const series = phoneSeries(userItems(ctx, user.id));
    return c.json({ user_id: String(user.id), ...windowBody(w, (s) => phoneViews(series, s)) }, 200);
  });

  app.openapi(itemsPhoneWindow, (c) => {
    checkOptionalToken(ctx, c);
    const query = c.req.valid("query");
    const body = findItems(ctx, query.ids).map((item) => {
      const series = phoneSeries([item]);
      return { item_id: item.id, ...windowBody(parseWindow(query, item.site_id, now()), (s) => phoneViews(series, s)) };
    });
    return c.json(body, 200);
  });
}
