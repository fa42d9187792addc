import { createRoute, z } from "@hono/zod-openapi";
import { SITES, type SiteId } from "../accounts/types.ts";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { notFound } from "../core/errors.ts";
import { categoryAttributes } from "./attributes.ts";
import { categoryRecord } from "./category-record.ts";
import { findCategory, siteTree } from "./tree.ts";

const json = (description: string) => ({ description, content: { "application/json": { schema: z.any() } } });
const error = {
  description: "marketplace error envelope",
  content: { "application/json": { schema: z.object({ message: z.string(), error: z.string(), status: z.number(), cause: z.any() }) } },
};

/** The real API's answer for a site code it does not serve. */
export function requireSite(siteId: string): SiteId {
  if (!(siteId in SITES)) throw notFound(`Site ${siteId} not found`);
  return siteId as SiteId;
}

function requireCategory(id: string) {
  const node = findCategory(id);
  if (!node) throw notFound(`Category not found: ${id}`);
  return node;
}

/** Categories are public, as on the real API (no token needed; see README). */
export function registerCategoryRoutes(app: SandboxApp, _ctx: SandboxContext): void {
  app.openapi(
    createRoute({
      method: "get",
      path: "/sites/{site_id}/categories",
      tags: ["catalog"],
      summary: "Top-level categories of a site",
      request: { params: z.object({ site_id: z.string() }) },
      responses: { 200: json("array of {id, name}"), 404: error },
    }),
    (c) => {
      const site = requireSite(c.req.valid("param").site_id);
      return c.json(
        siteTree(site).roots.map((r) => ({ id: r.id, name: r.name })),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/categories/{category_id}",
      tags: ["catalog"],
      summary: "A category with its path, children and settings",
      request: { params: z.object({ category_id: z.string() }) },
      responses: { 200: json("Category"), 404: error },
    }),
    (c) => c.json(categoryRecord(requireCategory(c.req.valid("param").category_id)), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/categories/{category_id}/attributes",
      tags: ["catalog"],
      summary: "Attributes of a category",
      request: { params: z.object({ category_id: z.string() }) },
      responses: { 200: json("array of Attribute"), 404: error },
    }),
    (c) =>
      c.json(
        categoryAttributes(requireCategory(c.req.valid("param").category_id)).map((a) => a.record),
        200,
      ),
  );
}
