import { createRoute, z } from "@hono/zod-openapi";
import type { User } from "../accounts/types.ts";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { requireUser } from "../core/auth.ts";
import { advanceScan, checkOffsetWindow, openScan } from "../core/deep-paging.ts";
import { forbidden, notFound } from "../core/errors.ts";
import { parseSearch, searchQuerySchema, SORT_FIELDS, type SearchParams, type SearchQuery, type Sort } from "./search-params.ts";
import { QUESTION_STATUSES, type Question } from "./state.ts";
import { questionView } from "./views.ts";

const listResponse = {
  200: { description: "Questions (api_version 4 shape, notes §1)", content: { "application/json": { schema: z.any() } } },
};

const searchRoute = createRoute({
  method: "get",
  path: "/questions/search",
  summary: "Search a seller's or an item's questions",
  request: { query: searchQuerySchema },
  responses: listResponse,
});

/** Extension (notes §1): the caller's received questions, same shape, echoing `seller`. */
const receivedRoute = createRoute({
  method: "get",
  path: "/my/received_questions/search",
  summary: "Questions received by the token's owner",
  request: { query: searchQuerySchema.omit({ seller_id: true }) },
  responses: listResponse,
});

export function registerSearchRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(searchRoute, (c) => {
    const caller = requireUser(ctx, c);
    return c.json(pagedSearch(ctx, caller, c.req.valid("query")), 200);
  });
  app.openapi(receivedRoute, (c) => {
    const caller = requireUser(ctx, c);
    return c.json(pagedSearch(ctx, caller, { ...c.req.valid("query"), seller_id: String(caller.id) }), 200);
  });
}

/**
 * Offset paging, or (profile real) a scan page with its `scroll_id`. The docs confirm scan on
 * /questions/search only from integrators' notes (notes §1): it takes the same names as the items search.
 */
function pagedSearch(ctx: SandboxContext, caller: User, query: SearchQuery) {
  const { search_type: searchType, scroll_id: scrollId, offset: _offset, limit: _limit, ...filters } = query;
  const p = parseSearch(query);
  const scan = openScan(ctx, `questions:${caller.id}:${JSON.stringify(filters)}`, { searchType, scrollId });
  if (!scan) {
    checkOffsetWindow(ctx, p.offset, p.limit);
    return searchQuestions(ctx, caller, p);
  }
  const page = searchQuestions(ctx, caller, { ...p, offset: scan.position });
  advanceScan(ctx, scan.scrollId, page.questions.length);
  return { ...page, scroll_id: scan.scrollId };
}

export function searchQuestions(ctx: SandboxContext, caller: User, p: SearchParams) {
  const qs = ctx.state.questions;
  let list: Question[];
  if (p.itemId !== null) {
    const owner = ctx.state.catalog.items.get(p.itemId)?.seller_id ?? qs.byItem.get(p.itemId)?.[0]?.seller_id;
    if (owner === undefined) throw notFound(`Item ${p.itemId} not found`, "item_not_found");
    // Another user may only read the questions they asked themselves (item + from=<caller>).
    if (owner !== caller.id && p.fromId !== caller.id) throw forbidden(`User ${caller.id} cannot read the questions of item ${p.itemId}`);
    list = qs.byItem.get(p.itemId) ?? [];
  } else {
    if (p.sellerId !== caller.id) throw forbidden(`User ${caller.id} cannot read the questions of seller ${p.sellerId}`);
    list = qs.bySeller.get(p.sellerId) ?? [];
  }

  const keep = predicate(p);
  const page: Question[] = [];
  let total = 0;
  const byDateOnly = p.sorts.length === 0 || (p.sorts.length === 1 && p.sorts[0]!.field === "date_created");
  if (byDateOnly) {
    // The lists are kept in date order, so the default and date sorts are one pass without sorting.
    const desc = p.sorts.length === 0 || p.sorts[0]!.type === "DESC";
    const end = p.offset + p.limit;
    for (let n = 0; n < list.length; n++) {
      const q = list[desc ? list.length - 1 - n : n]!;
      if (!keep(q)) continue;
      if (total >= p.offset && total < end) page.push(q);
      total++;
    }
  } else {
    const matches = list.filter(keep).sort(comparator(p.sorts));
    total = matches.length;
    page.push(...matches.slice(p.offset, p.offset + p.limit));
  }

  const filters: Record<string, unknown> = {
    limit: p.limit,
    offset: p.offset,
    api_version: "4",
    is_admin: false,
    sorts: p.sorts.map((s) => ({ field: s.field, type: s.type })),
    caller: caller.id,
  };
  if (p.itemId !== null) filters.item = p.itemId;
  else Object.assign(filters, { seller: p.sellerId, seller_id: p.sellerId });
  if (p.fromId !== null) filters.from = p.fromId;
  if (p.statuses) filters.status = [...p.statuses].join(",");
  if (p.dateFrom !== null) filters["date_created.from"] = new Date(p.dateFrom).toISOString();
  if (p.dateTo !== null) filters["date_created.to"] = new Date(p.dateTo).toISOString();

  return {
    total,
    limit: p.limit,
    questions: page.map((q) => questionView(ctx, q)),
    filters,
    available_filters: availableFilters(p.itemId !== null),
    available_sorts: [...SORT_FIELDS],
  };
}

/** DELETED questions only show when asked for by status (they are gone from the seller's view). */
function predicate(p: SearchParams): (q: Question) => boolean {
  return (q) =>
    (p.statuses ? p.statuses.has(q.status) : q.status !== "DELETED") &&
    (p.fromId === null || q.from_id === p.fromId) &&
    (p.sellerId === null || q.seller_id === p.sellerId) &&
    (p.dateFrom === null || q.date_created >= p.dateFrom) &&
    (p.dateTo === null || q.date_created <= p.dateTo);
}

function comparator(sorts: Sort[]): (a: Question, b: Question) => number {
  const key = (q: Question, f: Sort["field"]): string | number =>
    f === "item_id" ? q.item_id : f === "from_id" ? q.from_id : f === "seller_id" ? q.seller_id : q.date_created;
  return (a, b) => {
    for (const s of sorts) {
      const x = key(a, s.field);
      const y = key(b, s.field);
      if (x !== y) return (x < y ? -1 : 1) * (s.type === "ASC" ? 1 : -1);
    }
    return b.id - a.id;
  };
}

function availableFilters(itemSearch: boolean) {
  const statusFilter = { id: "status", name: "Status", type: "text", values: QUESTION_STATUSES.map((s) => ({ id: s, name: s })) };
  return [
    { id: "from", name: "From user id", type: "number" },
    itemSearch ? { id: "seller", name: "Seller id", type: "number" } : { id: "item", name: "Item", type: "text" },
    { id: "totalDivisions", name: "total divisions", type: "number" },
    { id: "division", name: "division", type: "number" },
    statusFilter,
  ];
}
