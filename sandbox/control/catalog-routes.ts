import { createRoute, z } from "@hono/zod-openapi";
import { growSellerItems } from "../catalog/seed-items.ts";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { badRequest, notFound } from "../core/errors.ts";
import { Rng } from "../core/rng.ts";
import { ensureIndex, invalidateSearchIndex } from "../search/search-index.ts";
import { json, jsonBody } from "./schemas.ts";

const growRoute = createRoute({
  method: "post",
  path: "/__sandbox/sellers/{user_id}/items",
  tags: ["sandbox"],
  summary: "Give a seeded seller generated items until it has `total` (deterministic; for benchmarks)",
  request: { params: z.object({ user_id: z.string() }), body: jsonBody(z.object({ total: z.number().int().min(1).max(10_000) })) },
  responses: {
    200: json(
      "How many items were added (and their ids) and the seller's total",
      z.object({ added: z.number().int(), ids: z.array(z.string()), total: z.number().int() }),
    ),
  },
});

export function registerCatalogControlRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(growRoute, (c) => {
    const userId = Number(c.req.valid("param").user_id);
    const seller = ctx.state.users.get(userId);
    if (!seller) throw notFound(`User ${userId} not found`);
    if (seller.role !== "seller") throw badRequest("bad_request", `User ${userId} is not a seller`, []);
    const { total } = c.req.valid("json");
    const added = growSellerItems(
      ctx.state.catalog,
      seller,
      total,
      new Rng(`grow:${userId}:${total}`),
      ctx.clock.now(),
      ctx.config.publicUrl,
    );
    // New listings must be findable by /sites/{site}/search like the seeded ones. The index is rebuilt here,
    // not by the next search: that search is usually the measured load of a benchmark, and a rebuild of the
    // whole catalog inside it (seconds on a loaded machine) would time it out.
    if (added > 0) {
      invalidateSearchIndex(ctx.state);
      ensureIndex(ctx.state);
    }
    const items = ctx.state.catalog.itemsBySeller.get(userId) ?? [];
    const ids = items.slice(items.length - added);
    // A new listing is an `items` notification on the marketplace, as any change to one is.
    for (const id of ids) ctx.notifier.publish({ topic: "items", user_id: userId, resource: `/items/${id}` });
    return c.json({ added, ids, total: items.length }, 200);
  });
}
