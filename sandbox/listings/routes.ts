import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { requireUser } from "../core/auth.ts";
import { forbidden, notFound } from "../core/errors.ts";

const json = (description: string) => ({ description, content: { "application/json": { schema: z.any() } } });

/** GET /pricing-automation/items/{id}/rules: whether the marketplace sets this listing's price (notes §12). */
export function registerListingRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(
    createRoute({
      method: "get",
      path: "/pricing-automation/items/{item_id}/rules",
      tags: ["listings"],
      summary: "The listing's price automation: status ACTIVE while the marketplace sets the price; seller's token, own items only",
      request: { params: z.object({ item_id: z.string() }) },
      responses: { 200: json("{item_id, status, rules}"), 401: json("invalid_token"), 403: json("forbidden"), 404: json("not_found") },
    }),
    (c) => {
      const user = requireUser(ctx, c);
      const itemId = c.req.valid("param").item_id;
      const item = ctx.state.catalog.items.get(itemId);
      if (!item) throw notFound(`Item with id ${itemId} not found`);
      if (item.seller_id !== user.id) throw forbidden(`The user ${user.id} is not the seller of item ${itemId}`);
      const automation = ctx.state.listings.automation.get(itemId);
      return c.json(
        {
          item_id: itemId,
          status: automation?.status ?? "INACTIVE",
          rules: automation
            ? [
                {
                  rule_id: automation.rule_id,
                  min_price: automation.min_price,
                  max_price: automation.max_price,
                  last_updated: automation.last_updated,
                },
              ]
            : [],
        },
        200,
      );
    },
  );
}
