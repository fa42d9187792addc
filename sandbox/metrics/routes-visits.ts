import { createRoute } from "@hono/zod-openapi";
import type { Item } from "../catalog/types.ts";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { MarketplaceError } from "../core/errors.ts";
import {
  checkOptionalToken,
  findItem,
  findItems,
  findUser,
  idsRangeQuery,
  idsWindowQuery,
  itemParams,
  ok,
  rangeQuery,
  userItems,
  userParams,
  windowQuery,
} from "./lookup.ts";
import { ItemSeries, mergeDetails } from "./series.ts";
import { parseRange, parseWindow, type Span, type Window } from "./windows.ts";

const tags = ["metrics"];
const userRange = createRoute({
  method: "get",
  path: "/users/{user_id}/items_visits",
  tags,
  summary: "Visits to all of a user's items over a date range",
  request: { params: userParams, query: rangeQuery },
  responses: ok("user visits over a range"),
});
const userWindow = createRoute({
  method: "get",
  path: "/users/{user_id}/items_visits/time_window",
  tags,
  summary: "Visits to a user's items per day or hour",
  request: { params: userParams, query: windowQuery },
  responses: ok("time-window visits with user_id"),
});
const itemsRange = createRoute({
  method: "get",
  path: "/items/visits",
  tags,
  summary: "Visits of items over a date range",
  request: { query: idsRangeQuery },
  responses: ok("array of item visits over a range"),
});
const itemWindow = createRoute({
  method: "get",
  path: "/items/{item_id}/visits/time_window",
  tags,
  summary: "Visits of one item per day or hour",
  request: { params: itemParams, query: windowQuery },
  responses: ok("time-window visits with item_id"),
});
const itemsWindow = createRoute({
  method: "get",
  path: "/items/visits/time_window",
  tags,
  summary: "Visits of several items per day or hour",
  request: { query: idsWindowQuery },
  responses: ok("array of time-window visits, one per item"),
});

/** Totals and per-company detail of several items' series over one span. */
function visitsOver(series: ItemSeries[], span: Span) {
  const perItem = series.map((s) => {
    const total = s.visits(span.fromMs, span.toMs);
    return { total, detail: s.detail(total) };
  });
  return { total: perItem.reduce((a, p) => a + p.total, 0), visits_detail: mergeDetails(perItem.map((p) => p.detail)) };
}

function windowBody(series: ItemSeries[], w: Window) {
  const results = w.buckets.map((b) => {
    const v = visitsOver(series, b);
    return { date: b.date, total: v.total, visits_detail: v.visits_detail };
  });
  return {
    total_visits: results.reduce((a, r) => a + r.total, 0),
    date_from: w.date_from,
    date_to: w.date_to,
    last: w.last,
    unit: w.unit,
    results,
  };
}

/** The real API's refusal of a visits multi-get (notes §7), word for word. */
const oneItemOnly = () => new MarketplaceError(400, "validation_parameters", "maximum amount of items to query is 1");

export function registerVisitRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const itemsForProfile = (ids: string | undefined) => {
    const items = findItems(ctx, ids);
    if (ctx.config.profile === "real" && items.length > 1) throw oneItemOnly();
    return items;
  };
  const seriesOf = (items: Item[]) => items.map((i) => new ItemSeries(i, ctx.clock.nowMs()));

  app.openapi(userRange, (c) => {
    checkOptionalToken(ctx, c);
    const user = findUser(ctx, c.req.valid("param").user_id);
    const range = parseRange(c.req.valid("query"), user.site_id);
    const v = visitsOver(seriesOf(userItems(ctx, user.id)), range);
    return c.json(
      { user_id: user.id, date_from: range.date_from, date_to: range.date_to, total_visits: v.total, visits_detail: v.visits_detail },
      200,
    );
  });

  app.openapi(userWindow, (c) => {
    checkOptionalToken(ctx, c);
    const user = findUser(ctx, c.req.valid("param").user_id);
    const w = parseWindow(c.req.valid("query"), user.site_id, ctx.clock.nowMs());
    return c.json({ user_id: user.id, ...windowBody(seriesOf(userItems(ctx, user.id)), w) }, 200);
  });

  // The spec lists ids and answers an array; the real endpoint takes one id and answers an object
  // (notes §5/§7, recurso-de-visitas), which the real profile does.
  app.openapi(itemsRange, (c) => {
    checkOptionalToken(ctx, c);
    const query = c.req.valid("query");
    const items = itemsForProfile(query.ids);
    const body = items.map((item) => {
      const range = parseRange(query, item.site_id);
      const v = visitsOver(seriesOf([item]), range);
      return {
        item_id: item.id,
        date_from: range.date_from,
        date_to: range.date_to,
        total_visits: v.total,
        visits_detail: v.visits_detail,
      };
    });
    return c.json(ctx.config.profile === "real" ? body[0] : body, 200);
  });

  app.openapi(itemWindow, (c) => {
    checkOptionalToken(ctx, c);
    const item = findItem(ctx, c.req.valid("param").item_id);
    const w = parseWindow(c.req.valid("query"), item.site_id, ctx.clock.nowMs());
    return c.json({ item_id: item.id, ...windowBody(seriesOf([item]), w) }, 200);
  });

  // The real docs document only the per-item window; their one-id rule holds here too. With one id the
  // answer stays the spec's array: nothing documents another shape for this path.
  app.openapi(itemsWindow, (c) => {
    checkOptionalToken(ctx, c);
    const query = c.req.valid("query");
    const items = itemsForProfile(query.ids);
    const body = items.map((item) => ({
      item_id: item.id,
      ...windowBody(seriesOf([item]), parseWindow(query, item.site_id, ctx.clock.nowMs())),
    }));
    return c.json(body, 200);
  });
}
