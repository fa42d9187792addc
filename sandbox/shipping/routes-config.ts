import { createRoute, z } from "@hono/zod-openapi";
import { SITES, type SiteId } from "../accounts/types.ts";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { MarketplaceError, badRequest, notFound } from "../core/errors.ts";
import { checkOptionalToken, findUser, str } from "../metrics/lookup.ts";
import { requireCategory, shippingModes, shippingPreferences } from "./categories.ts";
import { FULFILMENT_SITES, ME1_SITES, SHIPPING_METHODS, freeAcceptedMethods, siteCurrency } from "./tables.ts";

const tags = ["shipping"];
const userParams = z.object({ user_id: z.string() });
const siteParams = z.object({ site_id: z.string() });
const res = (description: string) => ({ 200: { description }, 400: { description: "bad_request" }, 404: { description: "not_found" } });

const modesRoute = createRoute({
  method: "get",
  path: "/users/{user_id}/shipping_modes",
  tags,
  summary: "Shipping modes record of a seller for a category",
  request: { params: userParams, query: z.object({ category_id: str }) },
  responses: res("shipping modes record"),
});
const prefsRoute = createRoute({
  method: "get",
  path: "/categories/{category_id}/shipping_preferences",
  tags,
  summary: "Standard dimensions and logistics of a category",
  request: { params: z.object({ category_id: z.string() }) },
  responses: res("category shipping preferences"),
});
const methodsRoute = createRoute({
  method: "get",
  path: "/sites/{site_id}/shipping_methods",
  tags,
  summary: "Shipping methods available in a country",
  request: { params: siteParams },
  responses: res("array of shipping methods"),
});
const userPrefsRoute = createRoute({
  method: "get",
  path: "/users/{user_id}/shipping_preferences",
  tags,
  summary: "All shipping modes and services of a user",
  request: { params: userParams },
  responses: res("user shipping preferences"),
});
const deprecatedRoute = createRoute({
  method: "get",
  path: "/sites/{site_id}/shipping_options",
  tags,
  summary: "Removed (Versioning 1): use /users/{user_id}/shipping_options or /items/{item_id}/shipping_options",
  deprecated: true,
  request: { params: siteParams },
  responses: { 410: { description: "gone: the resource was removed on April 1" } },
});

export function findSite(siteId: string): SiteId {
  if (!(siteId in SITES)) throw notFound(`Site ${siteId} not found`);
  return siteId as SiteId;
}

export function registerConfigRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(modesRoute, (c) => {
    checkOptionalToken(ctx, c);
    const user = findUser(ctx, c.req.valid("param").user_id);
    const category = requireCategory(ctx.state, c.req.valid("query").category_id);
    if (category.site !== user.site_id) throw badRequest("bad_request", `Category ${category.id} does not belong to site ${user.site_id}`);
    return c.json(shippingModes(user, category.id), 200);
  });

  app.openapi(prefsRoute, (c) => {
    checkOptionalToken(ctx, c);
    const category = requireCategory(ctx.state, c.req.valid("param").category_id);
    return c.json(shippingPreferences(category.id, category.site), 200);
  });

  app.openapi(methodsRoute, (c) => {
    const site = findSite(c.req.valid("param").site_id);
    const free = freeAcceptedMethods(site);
    const body = SHIPPING_METHODS[site].map((m) => ({
      id: m.id,
      name: m.name,
      type: m.type,
      deliver_to: m.type === "agency" ? "agency" : "address",
      status: "active",
      site_id: site,
      currency_id: siteCurrency(site),
      company_name: m.company_name,
      shipping_modes: ["me2"],
      free_options: free.includes(m.id) ? ["country"] : [],
      min_time: m.min_time,
      max_time: m.max_time,
    }));
    return c.json(body, 200);
  });

  app.openapi(userPrefsRoute, (c) => {
    checkOptionalToken(ctx, c);
    const user = findUser(ctx, c.req.valid("param").user_id);
    const site = user.site_id;
    const types = ["drop_off", "xd_drop_off", "self_service", "cross_docking", ...(FULFILMENT_SITES.has(site) ? ["fulfillment"] : [])];
    // Which me2 types a seller has switched on is fixed per seller (by id parity) so it stays stable.
    const active = (t: string) => t === "drop_off" || t === "cross_docking" || (t === "fulfillment" && user.id % 2 === 1);
    return c.json(
      {
        user_id: user.id,
        modes: [...(ME1_SITES.has(site) ? ["me1"] : []), "me2", "custom", "not_specified"],
        immediate_payment: { required: true, reasons: ["me2_mandatory"] },
        logistics: [
          { mode: "me2", types: types.map((type) => ({ type, status: active(type) ? "active" : "inactive" })) },
          { mode: "custom", types: [{ type: "custom", status: "active" }] },
          { mode: "not_specified", types: [{ type: "not_specified", status: "active" }] },
        ],
        services: SHIPPING_METHODS[site].map((m) => ({ id: m.id, name: m.name, company_name: m.company_name, status: "active" })),
        picking_type: "cross_docking",
        thermal_printer: false,
        tags: user.user_type === "brand" ? ["large_seller"] : [],
      },
      200,
    );
  });

  // Versioning 1: the resource was removed on April 1. It answers 410 with headers naming the successors.
  app.openapi(deprecatedRoute, (c) => {
    const site = findSite(c.req.valid("param").site_id);
    c.header("Deprecation", "true");
    c.header("Sunset", "Wed, 01 Apr 2026 00:00:00 GMT");
    c.header(
      "Link",
      '</users/{user_id}/shipping_options>; rel="successor-version", </items/{item_id}/shipping_options>; rel="successor-version"',
    );
    const err = new MarketplaceError(
      410,
      "gone",
      `The resource /sites/${site}/shipping_options was removed on April 1. Use /users/{user_id}/shipping_options or /items/{item_id}/shipping_options instead.`,
    );
    return c.json(err.toBody(), 410);
  });
}
