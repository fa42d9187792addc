import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { MarketplaceError, badRequest, notFound } from "../core/errors.ts";
import { hashString } from "../core/rng.ts";
import { checkOptionalToken, findUser, str } from "../metrics/lookup.ts";
import { requireCategory, standardDimensions } from "./categories.ts";
import { freeCostRecord, itemPackage, parseDimensions, type Package } from "./free-cost.ts";
import { itemShipping } from "./item-shipping.ts";
import { CONDITIONS, LISTING_TYPES, SHIPPING_METHODS, ZIP_LENGTH, bandCost, roundMoney, siteCurrency } from "./tables.ts";
import { billableWeight } from "./free-cost.ts";

const tags = ["shipping"];
const MAX_IDS = 50;
const res = (description: string) => ({ 200: { description }, 400: { description: "bad_request" }, 404: { description: "not_found" } });
const freeQuery = z.object({
  dimensions: str,
  item_id: str,
  currency_id: str,
  listing_type_id: str,
  condition: str,
  category_id: str,
  item_price: str,
  verbose: str,
  mode: str,
  free_shipping: str,
  logistic_type: str,
});

const userFree = createRoute({
  method: "get",
  path: "/users/{user_id}/shipping_options/free",
  tags,
  summary: "Free shipping cost by dimensions, by item, or for a not yet listed item",
  request: { params: z.object({ user_id: z.string() }), query: freeQuery },
  responses: res("free shipping cost record"),
});
const itemFree = createRoute({
  method: "get",
  path: "/items/{item_id}/shipping_options/free",
  tags,
  summary: "Free shipping cost of an item",
  request: { params: z.object({ item_id: z.string() }), query: z.object({ verbose: str }) },
  responses: res("free shipping cost record"),
});
const itemsFree = createRoute({
  method: "get",
  path: "/items/shipping_options/free",
  tags,
  summary: "Free shipping cost of up to 50 items",
  request: { query: z.object({ ids: str, verbose: str }) },
  responses: res("object keyed by item id"),
});
const calculator = createRoute({
  method: "get",
  path: "/users/{user_id}/shipping_options",
  tags,
  summary: "Shipping cost calculator by zip code",
  request: { params: z.object({ user_id: z.string() }), query: z.object({ zip_code: str, dimensions: str, quantity: str, item_id: str }) },
  responses: res("destination and shipping options"),
});
const itemOptions = createRoute({
  method: "get",
  path: "/items/{item_id}/shipping_options",
  tags,
  summary: "Methods to send an item with custom shipping",
  request: { params: z.object({ item_id: z.string() }) },
  responses: res("custom shipping options"),
});

const itemNotFound = (id: string) => notFound(`Item with id ${id} not found`);

export function registerCostRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const item = (id: string) => {
    const found = ctx.state.catalog.items.get(id);
    if (!found) throw itemNotFound(id);
    return found;
  };
  const sellerOf = (sellerId: number) => findUser(ctx, String(sellerId));

  app.openapi(userFree, (c) => {
    checkOptionalToken(ctx, c);
    const user = findUser(ctx, c.req.valid("param").user_id);
    const q = c.req.valid("query");
    const verbose = q.verbose === "true";
    // Real profile (notes §7, costos-de-envios 13/02/2026): free_shipping is "now needed for the correct
    // cost"; what the real API does without it is not documented, so this sandbox refuses rather than guess.
    if (ctx.config.profile === "real" && q.free_shipping !== "true" && q.free_shipping !== "false")
      throw badRequest("bad_request", "free_shipping must have a value! (true or false)", [
        { code: "missing_parameter", field: "free_shipping" },
      ]);
    if (q.item_id) {
      const it = item(q.item_id);
      if (it.seller_id !== user.id) throw itemNotFound(q.item_id);
      return c.json(freeCostRecord(user, q.dimensions ? parseDimensions(q.dimensions) : itemPackage(ctx.state, it), verbose), 200);
    }
    // A not yet listed item: validate what was sent; without dimensions the category's standard package is used.
    if (q.currency_id && q.currency_id !== siteCurrency(user.site_id))
      throw badRequest("bad_request", `currency_id ${q.currency_id} is not valid for site ${user.site_id}`);
    if (q.listing_type_id && !LISTING_TYPES.includes(q.listing_type_id))
      throw badRequest("bad_request", `listing_type_id ${q.listing_type_id} is not valid`);
    if (q.condition && !CONDITIONS.includes(q.condition)) throw badRequest("bad_request", `condition ${q.condition} is not valid`);
    if (q.item_price !== undefined && !(Number(q.item_price) >= 0))
      throw badRequest("bad_request", `item_price ${q.item_price} is not valid`);
    if (q.category_id) {
      const category = requireCategory(ctx.state, q.category_id);
      if (category.site !== user.site_id)
        throw badRequest("bad_request", `Category ${category.id} does not belong to site ${user.site_id}`);
    }
    if (!q.dimensions && !q.category_id) throw badRequest("bad_request", "item_id or dimensions must have a value!");
    const pkg = q.dimensions ? parseDimensions(q.dimensions) : standardDimensions(q.category_id!);
    return c.json(freeCostRecord(user, pkg, verbose), 200);
  });

  app.openapi(itemFree, (c) => {
    checkOptionalToken(ctx, c);
    const it = item(c.req.valid("param").item_id);
    return c.json(freeCostRecord(sellerOf(it.seller_id), itemPackage(ctx.state, it), c.req.valid("query").verbose === "true"), 200);
  });

  // Unknown ids get a not_found envelope as their value instead of failing the whole call.
  app.openapi(itemsFree, (c) => {
    checkOptionalToken(ctx, c);
    const q = c.req.valid("query");
    const ids = [
      ...new Set(
        (q.ids ?? "")
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (ids.length === 0) throw badRequest("bad_request", "ids is required", [{ code: "missing_parameter", field: "ids" }]);
    if (ids.length > MAX_IDS)
      throw new MarketplaceError(400, "bad_request", `too many ids: at most ${MAX_IDS} items per call`, [
        { code: "too_many_ids", limit: MAX_IDS },
      ]);
    const body: Record<string, unknown> = {};
    for (const id of ids) {
      const it = ctx.state.catalog.items.get(id);
      body[id] = it ? freeCostRecord(sellerOf(it.seller_id), itemPackage(ctx.state, it), q.verbose === "true") : itemNotFound(id).toBody();
    }
    return c.json(body, 200);
  });

  app.openapi(calculator, (c) => {
    checkOptionalToken(ctx, c);
    const user = findUser(ctx, c.req.valid("param").user_id);
    const q = c.req.valid("query");
    const site = user.site_id;
    if (!q.zip_code) throw badRequest("bad_request", "zip_code is required", [{ code: "missing_parameter", field: "zip_code" }]);
    if (!new RegExp(`^\\d{${ZIP_LENGTH[site]}}$`).test(q.zip_code))
      throw badRequest("bad_request", `invalid zip_code ${q.zip_code} for site ${site}`);
    let pkg: Package;
    if (q.dimensions) pkg = parseDimensions(q.dimensions);
    else if (q.quantity) {
      if (!/^[1-9]\d*$/.test(q.quantity)) throw badRequest("bad_request", "quantity must be a positive integer");
      // quantity units of the item (or of a 10x15x20 cm, 500 g parcel without item_id), stacked.
      const unit = q.item_id ? itemPackage(ctx.state, item(q.item_id)) : { height: 10, width: 15, length: 20, weight: 500 };
      const n = Number(q.quantity);
      pkg = { ...unit, height: unit.height * n, weight: unit.weight * n };
    } else throw badRequest("bad_request", "dimensions or quantity is required");
    // Distance from the seller: Brazilian CEPs 4–6 (Northeast, North) cost more; elsewhere the zip decides by hash.
    const far = site === "MLB" ? ["4", "5", "6"].includes(q.zip_code[0]!) : hashString(`zip|${q.zip_code}`) % 3 === 0;
    const base = bandCost(site, billableWeight(pkg)) * (far ? 1.6 : 1);
    const factor = { standard: 1, express: 1.7, agency: 0.8 };
    const hours = (h: number) => (far ? h + 48 : h);
    const options = SHIPPING_METHODS[site].map((m) => {
      const cost = roundMoney(site, base * factor[m.type]);
      return {
        id: m.id,
        name: m.name,
        shipping_method_id: m.id,
        shipping_method_type: m.type,
        currency_id: siteCurrency(site),
        list_cost: cost,
        cost,
        estimated_delivery_time: { type: "known_frame", unit: "hour", shipping: hours(m.max_time), handling: 24 },
      };
    });
    return c.json({ destination: { zip_code: q.zip_code, country: { id: ctx.state.users.get(user.id)!.country_id } }, options }, 200);
  });

  // Custom shipments only: the costs the seller declared in the item's custom shipping block.
  app.openapi(itemOptions, (c) => {
    checkOptionalToken(ctx, c);
    const it = item(c.req.valid("param").item_id);
    const shipping = itemShipping(ctx.state, it.id)!;
    if (shipping.mode !== "custom")
      throw badRequest(
        "bad_request",
        `Item ${it.id} does not use custom shipping (mode ${shipping.mode}): this resource serves custom shipments only`,
      );
    const options = shipping.costs.map((cost, i) => ({
      id: i + 1,
      name: cost.description,
      currency_id: it.currency_id,
      cost: cost.cost,
      list_cost: cost.cost,
      shipping_method_type: "custom",
    }));
    return c.json(
      { item_id: it.id, mode: "custom", local_pick_up: shipping.local_pick_up, free_shipping: shipping.free_shipping, options },
      200,
    );
  });
}
