import { createRoute, z } from "@hono/zod-openapi";
import type { SiteId } from "../accounts/types.ts";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { badRequest, notFound } from "../core/errors.ts";
import { categoryAttributes, valueId } from "./attributes.ts";
import { predict } from "./classifier.ts";
import { requireSite } from "./routes-categories.ts";
import { ensureMarket } from "../market/index.ts";
import { siteTree } from "./tree.ts";

const json = (description: string) => ({ description, content: { "application/json": { schema: z.any() } } });
const NOL_90_MS = 90 * 86_400_000;

/** Raw query strings: the spec's own 400s are given here rather than by zod. */
const discoveryQuery = z.object({ q: z.string().optional(), limit: z.string().optional(), target: z.string().optional() });
const topValuesQuery = z.object({ limit: z.string().optional(), metric_type: z.string().optional() });
const topValuesBody = z.object({
  known_attributes: z.array(z.object({ id: z.string(), value_id: z.string() })).optional(),
  limit: z.number().int().optional(),
  metric_type: z.string().optional(),
});

export function registerDiscoveryRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(
    createRoute({
      method: "get",
      path: "/sites/{site_id}/domain_discovery/search",
      tags: ["catalog"],
      summary: "Predict the category of a title",
      request: { params: z.object({ site_id: z.string() }), query: discoveryQuery },
      responses: { 200: json("array ordered by probability: {domain_id, domain_name, category_id, category_name, attributes}") },
    }),
    (c) => {
      const site = requireSite(c.req.valid("param").site_id);
      const { q, limit: rawLimit, target } = c.req.valid("query");
      if (!q?.trim()) throw badRequest("bad_request", "The query param q is required", [{ code: "missing_parameter", field: "q" }]);
      const limit = rawLimit === undefined ? 4 : Number(rawLimit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 8)
        throw badRequest("bad_request", "limit must be an integer between 1 and 8", [{ code: "invalid_parameter", field: "limit" }]);
      if (target !== undefined && target !== "core" && target !== "classified")
        throw badRequest("bad_request", "target must be core or classified", [{ code: "invalid_parameter", field: "target" }]);
      ensureMarket(ctx.state, site);
      const results = predict(ctx.state.catalog, site, q, limit, target);
      return c.json(
        results.map(({ leaf, attributes }) => ({
          domain_id: `${site}-${leaf.domainKey}`,
          domain_name: leaf.domainName,
          category_id: leaf.id,
          category_name: leaf.name,
          attributes,
        })),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/catalog_domains/{domain_id}/attributes/{attribute_id}/top_values",
      tags: ["catalog"],
      summary: "Most used values of an attribute in a domain (NOL_90)",
      request: {
        params: z.object({ domain_id: z.string(), attribute_id: z.string() }),
        query: topValuesQuery,
        body: { content: { "application/json": { schema: topValuesBody } }, required: false },
      },
      responses: { 200: json("array of {id, name, metric}, most used first") },
    }),
    async (c) => {
      const { domain_id, attribute_id } = c.req.valid("param");
      const query = c.req.valid("query");
      const body = (c.req.header("content-type")?.includes("json") ? c.req.valid("json") : undefined) ?? {};
      // limit and metric_type are read from the query string or the body (query wins); see README.
      const limit = query.limit !== undefined ? Number(query.limit) : (body.limit ?? 100);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        throw badRequest("bad_request", "limit must be an integer between 1 and 1000", [{ code: "invalid_parameter", field: "limit" }]);
      const metric = query.metric_type ?? body.metric_type ?? "NOL_90";
      if (metric !== "NOL_90")
        throw badRequest("bad_request", `metric_type ${metric} is not supported; use NOL_90`, [
          { code: "invalid_parameter", field: "metric_type" },
        ]);

      const site = domain_id.slice(0, 3) as SiteId;
      const leaves = siteTree(requireSite(site)).domains.get(domain_id);
      if (!leaves) throw notFound(`Domain ${domain_id} not found`);
      const attribute = categoryAttributes(leaves[0]!).find((a) => a.record.id === attribute_id);
      if (!attribute) throw notFound(`Attribute ${attribute_id} not found in domain ${domain_id}`);

      const known = body.known_attributes ?? [];
      const since = ctx.clock.nowMs() - NOL_90_MS;
      const counts = new Map<string, { id: string; name: string; metric: number }>();
      ensureMarket(ctx.state, site);
      const catalog = ctx.state.catalog;
      for (const id of catalog.itemsByDomain.get(domain_id) ?? []) {
        const item = catalog.items.get(id);
        if (!item || Date.parse(item.date_created) < since) continue;
        const attrs = item.attributes ?? [];
        if (!known.every((k) => attrs.some((a) => a.id === k.id && (a.value_id ?? valueId(a.id, a.value_name)) === k.value_id))) continue;
        const value = attrs.find((a) => a.id === attribute_id);
        if (!value) continue;
        const vid = value.value_id ?? valueId(value.id, value.value_name);
        const entry = counts.get(vid) ?? { id: vid, name: value.value_name, metric: 0 };
        entry.metric += 1;
        counts.set(vid, entry);
      }
      const ranked = [...counts.values()].sort((a, b) => b.metric - a.metric || a.name.localeCompare(b.name)).slice(0, limit);
      return c.json(ranked, 200);
    },
  );
}
