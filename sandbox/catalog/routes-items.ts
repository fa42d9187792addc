import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { requireUser } from "../core/auth.ts";
import { advanceScan, checkOffsetWindow, openScan } from "../core/deep-paging.ts";
import { badRequest, forbidden, notFound } from "../core/errors.ts";
import { ensureMarket } from "../market/index.ts";
import { itemShipping } from "../shipping/item-shipping.ts";
import type { SandboxState } from "../state.ts";
import { fold } from "./text.ts";
import type { Item } from "./types.ts";

const json = (description: string) => ({ description, content: { "application/json": { schema: z.any() } } });
const MAX_IDS = 20;
const STATUSES = ["active", "paused", "closed", "under_review"] as const;

/** Orders of GET /users/{id}/items/search, as the real API names them. */
const ORDERS: Record<string, { name: string; compare: (a: Item, b: Item) => number }> = {
  stop_time_asc: {
    name: "Por fecha de finalización más cercana",
    compare: (a, b) => cmp(a.stop_time ?? a.date_created, b.stop_time ?? b.date_created),
  },
  start_time_desc: { name: "Por fecha de inicio más reciente", compare: (a, b) => cmp(b.date_created, a.date_created) },
  start_time_asc: { name: "Por fecha de inicio más antigua", compare: (a, b) => cmp(a.date_created, b.date_created) },
  price_asc: { name: "Por precio más bajo", compare: (a, b) => a.price - b.price },
  price_desc: { name: "Por precio más alto", compare: (a, b) => b.price - a.price },
  sold_quantity_desc: { name: "Por más vendidos", compare: (a, b) => b.sold_quantity - a.sold_quantity },
  sold_quantity_asc: { name: "Por menos vendidos", compare: (a, b) => a.sold_quantity - b.sold_quantity },
};
const cmp = (a: string, b: string) => Date.parse(a) - Date.parse(b);

/** An item as GET answers it: with its shipping block (owned by the shipping domain, changed by PUT). */
const itemView = (state: SandboxState, item: Item) => ({ ...item, shipping: itemShipping(state, item.id) });

const itemNotFound = (id: string) => ({ message: `Item with id ${id} not found`, error: "not_found", status: 404, cause: [] });

/**
 * Items: GET /items/{id} and the multi-get are public (as on the real API); a seller's item search
 * needs that seller's token (the real API answers 403 to anyone else).
 */
export function registerItemRoutes(app: SandboxApp, ctx: SandboxContext): void {
  // Documented as /items/{item_id}, but routed with an id pattern: catalog registers before metrics and
  // shipping, and a bare /items/:item_id would shadow their /items/visits, /items/shipping_options/… routes.
  app.openAPIRegistry.registerPath(
    createRoute({
      method: "get",
      path: "/items/{item_id}",
      tags: ["catalog"],
      summary: "An item (id like MLA1234567890)",
      request: { params: z.object({ item_id: z.string() }) },
      responses: { 200: json("Item"), 404: json("not_found") },
    }),
  );
  app.get("/items/:item_id{[A-Z]+[0-9]+}", (c) => {
    const id = c.req.param("item_id");
    // A public listing may not have joined the catalog yet (sandbox/market adds them on first need).
    if (!ctx.state.catalog.items.has(id)) ensureMarket(ctx.state, id.slice(0, 3));
    const item = ctx.state.catalog.items.get(id);
    if (!item) throw notFound(`Item with id ${id} not found`);
    return c.json(itemView(ctx.state, item), 200);
  });

  app.openapi(
    createRoute({
      method: "get",
      path: "/items",
      tags: ["catalog"],
      summary: "Multi-get of items",
      request: { query: z.object({ ids: z.string().optional() }) },
      responses: { 200: json("array of {code, body}") },
    }),
    (c) => {
      const ids = (c.req.valid("query").ids ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      if (!ids.length) throw badRequest("bad_request", "The query param ids is required", [{ code: "missing_parameter", field: "ids" }]);
      if (ids.length > MAX_IDS)
        throw badRequest("bad_request", `Maximum of ${MAX_IDS} ids per request`, [{ code: "invalid_parameter", field: "ids" }]);
      for (const id of ids) if (!ctx.state.catalog.items.has(id)) ensureMarket(ctx.state, id.slice(0, 3));
      const items = ctx.state.catalog.items;
      return c.json(
        ids.map((id) => {
          const item = items.get(id);
          return item ? { code: 200, body: itemView(ctx.state, item) } : { code: 404, body: itemNotFound(id) };
        }),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/users/{user_id}/items/search",
      tags: ["catalog"],
      summary: "A seller's item ids",
      request: {
        params: z.object({ user_id: z.string() }),
        query: z.object({
          status: z.string().optional(),
          offset: z.string().optional(),
          limit: z.string().optional(),
          orders: z.string().optional(),
          q: z.string().optional(),
          search_type: z.string().optional().openapi({ description: "scan (profile real): deep paging with scroll_id" }),
          scroll_id: z.string().optional().openapi({ description: "The previous scan page's scroll_id (with search_type=scan)" }),
        }),
      },
      responses: { 200: json("{seller_id, results, paging, query, orders, available_orders}") },
    }),
    (c) => {
      const caller = requireUser(ctx, c);
      const userId = Number(c.req.valid("param").user_id);
      if (caller.id !== userId) throw forbidden("Caller is not allowed to access the items of this user", "forbidden");
      const query = c.req.valid("query");
      const offset = query.offset === undefined ? 0 : Number(query.offset);
      const limit = query.limit === undefined ? 50 : Number(query.limit);
      if (!Number.isInteger(offset) || offset < 0)
        throw badRequest("bad_request", "offset must be a non-negative integer", [{ code: "invalid_parameter", field: "offset" }]);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100)
        throw badRequest("bad_request", "limit must be an integer between 1 and 100", [{ code: "invalid_parameter", field: "limit" }]);
      if (query.status && !(STATUSES as readonly string[]).includes(query.status))
        throw badRequest("bad_request", `Invalid status: ${query.status}`, [{ code: "invalid_parameter", field: "status" }]);
      const orderId = query.orders ?? "stop_time_asc";
      const order = ORDERS[orderId];
      if (!order) throw badRequest("bad_request", `Invalid order: ${orderId}`, [{ code: "invalid_parameter", field: "orders" }]);
      const scan = openScan(ctx, `items:${userId}:${query.status ?? ""}:${orderId}:${query.q ?? ""}`, {
        searchType: query.search_type,
        scrollId: query.scroll_id,
      });
      if (!scan) checkOffsetWindow(ctx, offset, limit);
      const needle = query.q ? fold(query.q) : null;
      const catalog = ctx.state.catalog;
      const matching = (catalog.itemsBySeller.get(userId) ?? [])
        .map((id) => catalog.items.get(id))
        .filter(
          (i): i is Item =>
            !!i && (!query.status || i.status === query.status) && (!needle || fold(i.title).includes(needle) || i.id === query.q),
        )
        .sort((a, b) => order.compare(a, b) || a.id.localeCompare(b.id));
      const start = scan ? scan.position : offset;
      const results = matching.slice(start, start + limit).map((i) => i.id);
      if (scan) advanceScan(ctx, scan.scrollId, results.length);
      return c.json(
        {
          seller_id: String(userId),
          query: query.q ?? null,
          paging: { limit, offset: start, total: matching.length },
          ...(scan ? { scroll_id: scan.scrollId } : {}),
          results,
          orders: [{ id: orderId, name: order.name }],
          available_orders: Object.entries(ORDERS).map(([id, o]) => ({ id, name: o.name })),
        },
        200,
      );
    },
  );
}
