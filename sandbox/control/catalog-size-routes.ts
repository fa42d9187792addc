import { createRoute, z } from "@hono/zod-openapi";
import { addItem } from "../catalog/state.ts";
import type { Item } from "../catalog/types.ts";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { badRequest, notFound } from "../core/errors.ts";
import { hashString } from "../core/rng.ts";
import { invalidateSearchIndex } from "../search/search-index.ts";
import { json, jsonBody } from "./schemas.ts";

const bodySchema = z.object({
  items: z.number().int().min(1).max(5000).openapi({ description: "How many items the seller should have", example: 500 }),
});

const route = createRoute({
  method: "post",
  path: "/__sandbox/sellers/{user_id}/catalog-size",
  tags: ["sandbox"],
  summary: "Grow a seller's catalog to N items (benchmarks): copies of its own listings under new ids",
  request: { params: z.object({ user_id: z.string() }), body: jsonBody(bodySchema) },
  responses: { 200: json("The seller's item count", z.object({ user_id: z.number(), items: z.number() })) },
});

/**
 * Benchmarks need a seller with hundreds of listings. Copies keep real titles, categories and prices (a
 * seller with variants of one product looks exactly like this); new ids give each copy its own visits,
 * since series are a function of the id. Ids come from a hash, so the same request makes the same items.
 */
export function registerCatalogSizeRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(route, (c) => {
    const userId = Number(c.req.valid("param").user_id);
    const user = ctx.state.users.get(userId);
    if (!user || user.role !== "seller") throw notFound(`seller ${c.req.valid("param").user_id} not found`);
    const { items: target } = c.req.valid("json");
    const catalog = ctx.state.catalog;
    const own = (catalog.itemsBySeller.get(userId) ?? []).map((id) => catalog.items.get(id)!).filter(Boolean);
    if (own.length === 0) throw badRequest("bad_request", "the seller has no items to copy");
    for (let n = 0; own.length + n < target; n++) {
      const source = own[n % own.length]!;
      const id = `${user.site_id}${1_100_000_000 + (hashString(`bench:${userId}:${n}`) % 999_999_999)}`;
      if (catalog.items.has(id)) continue;
      const copy: Item = { ...source, id, permalink: source.permalink.replace(source.id.slice(3), id.slice(3)) };
      addItem(catalog, copy);
    }
    invalidateSearchIndex(ctx.state);
    return c.json({ user_id: userId, items: catalog.itemsBySeller.get(userId)?.length ?? 0 }, 200);
  });
}
