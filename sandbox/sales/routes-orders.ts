import { createRoute, z } from "@hono/zod-openapi";
import type { User } from "../accounts/types.ts";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { requireUser } from "../core/auth.ts";
import { badRequest, forbidden, notFound } from "../core/errors.ts";
import { findSale, json } from "./http.ts";
import { renderOrder, renderPack, renderShipment, renderShipmentNewFormat } from "./render.ts";
import type { Shipment } from "./types.ts";

const tags = ["Orders and shipments"];
const SORTS = [
  { id: "date_asc", name: "Date ascending" },
  { id: "date_desc", name: "Date descending" },
];
const idParam = (name: string) => z.object({ [name]: z.string().openapi({ param: { name, in: "path" } }) });

const searchQuery = z.object({
  seller: z.string().optional(),
  sort: z.enum(["date_asc", "date_desc"]).default("date_asc"),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(51).default(50),
});

export function registerOrderRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(
    createRoute({
      method: "get",
      path: "/orders/search",
      tags,
      summary: "The caller's orders as seller",
      request: { query: searchQuery },
      responses: { 200: json("{query, results, sort, available_sorts, filters, paging}") },
    }),
    (c) => {
      const user = requireUser(ctx, c);
      const q = c.req.valid("query");
      if (!q.seller) throw badRequest("bad_request", "the seller parameter is required", [{ code: "missing_parameter", field: "seller" }]);
      if (q.seller !== String(user.id)) throw forbidden(`the caller is not allowed to read the orders of seller ${q.seller}`);
      const mine = [...ctx.state.sales.orders.values()].filter((o) => o.seller_id === user.id);
      mine.sort((a, b) => (q.sort === "date_asc" ? 1 : -1) * (a.date_created.getTime() - b.date_created.getTime() || a.id - b.id));
      return c.json(
        {
          query: null,
          results: mine
            .slice(q.offset, q.offset + q.limit)
            .map((o) => renderOrder(o, ctx.state.users.get(o.buyer_id), { real: ctx.config.profile === "real" })),
          sort: SORTS.find((s) => s.id === q.sort),
          available_sorts: SORTS.filter((s) => s.id !== q.sort),
          filters: [{ id: "seller", name: "Seller", type: "text", values: [{ id: String(user.id), name: user.nickname }] }],
          paging: { total: mine.length, offset: q.offset, limit: q.limit },
          display: "complete",
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/orders/{order_id}",
      tags,
      summary: "One order (its seller or buyer)",
      request: { params: idParam("order_id") },
      responses: { 200: json("Order") },
    }),
    (c) => {
      const order = orderFor(ctx, c.req.valid("param").order_id as string, requireUser(ctx, c));
      return c.json(renderOrder(order, ctx.state.users.get(order.buyer_id), { real: ctx.config.profile === "real", stringIds: true }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/orders/{order_id}/shipments",
      tags,
      summary: "The shipment of an order",
      request: { params: idParam("order_id") },
      responses: { 200: json("Shipment") },
    }),
    (c) => {
      const order = orderFor(ctx, c.req.valid("param").order_id as string, requireUser(ctx, c));
      return c.json(shipmentBody(ctx, c.req.header("x-format-new"), ctx.state.sales.shipments.get(order.shipment_id)!), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/shipments/{shipment_id}",
      tags,
      summary: "A shipment (its seller or buyer)",
      request: { params: idParam("shipment_id") },
      responses: { 200: json("Shipment") },
    }),
    (c) => {
      const user = requireUser(ctx, c);
      const id = c.req.valid("param").shipment_id as string;
      const shipment = ctx.state.sales.shipments.get(Number(id));
      if (!shipment) throw notFound(`shipment ${id} not found`);
      assertParty(shipment, user);
      return c.json(shipmentBody(ctx, c.req.header("x-format-new"), shipment), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/packs/{pack_id}",
      tags,
      summary: "A pack (cart of orders)",
      request: { params: idParam("pack_id") },
      responses: { 200: json("Pack") },
    }),
    (c) => {
      const user = requireUser(ctx, c);
      const id = c.req.valid("param").pack_id as string;
      const found = findSale(ctx, id);
      // Single-order purchases have no pack: their order id is not a pack id here.
      if (!found || !found.sale.is_pack || String(found.sale.id) !== id) throw notFound(`pack ${id} not found`);
      assertParty(found.shipment, user);
      return c.json(renderPack(found.sale, found.shipment), 200);
    },
  );
}

/**
 * Spec profile: the spec's shape, whatever the header says. Real profile: the new format, which the notes
 * call required (§11, manage-shipments); the legacy format's retirement is not dated there, so this
 * sandbox answers a read without `x-format-new: true` with a 400 naming the header instead of guessing
 * which legacy fields survive (sandbox/README.md, choices).
 */
function shipmentBody(ctx: SandboxContext, formatNew: string | undefined, shipment: Shipment) {
  if (ctx.config.profile !== "real") return renderShipment(shipment);
  if (formatNew?.toLowerCase() !== "true")
    throw badRequest("bad_request", "the header x-format-new: true is required to read shipments", [
      { code: "missing_header", field: "x-format-new" },
    ]);
  return renderShipmentNewFormat(shipment);
}

function orderFor(ctx: SandboxContext, id: string, user: User) {
  const order = ctx.state.sales.orders.get(Number(id));
  if (!order) throw notFound(`order ${id} not found`);
  if (order.seller_id !== user.id && order.buyer_id !== user.id) throw forbidden(`the caller is not allowed to read order ${id}`);
  return order;
}

function assertParty(shipment: Shipment, user: User) {
  if (shipment.seller_id !== user.id && shipment.buyer_id !== user.id)
    throw forbidden(`the caller is not allowed to read shipment ${shipment.id}`);
}
