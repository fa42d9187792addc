import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { requireUser } from "../core/auth.ts";
import { MarketplaceError, forbidden, notFound } from "../core/errors.ts";
import { planListingEdit, listingEditFields } from "../listings/edits.ts";
import { itemShipping, nextShipping } from "./item-shipping.ts";
import { resolveOfficialStore } from "./official-store.ts";

const freeMethod = z.object({
  id: z.number().int(),
  rule: z.object({ free_mode: z.string(), value: z.array(z.string()).nullable().optional() }),
});
/**
 * The shipping block and official_store_id are applied here; stock, price, status, variations and the
 * fields locked after sales are checked and applied by sandbox/listings (planListingEdit).
 */
const body = z.object({
  ...listingEditFields,
  shipping: z
    .object({
      mode: z.string().optional(),
      local_pick_up: z.boolean().optional(),
      free_methods: z.array(freeMethod).optional(),
      free_shipping: z.boolean().optional(),
      methods: z.array(z.unknown()).optional(),
      costs: z.array(z.object({ description: z.string(), cost: z.number() })).optional(),
      dimensions: z.string().optional(),
    })
    .optional(),
  official_store_id: z.number().int().nullable().optional(),
});

const putItem = createRoute({
  method: "put",
  path: "/items/{item_id}",
  tags: ["shipping"],
  summary:
    "Update an item: stock (per variation), price (category limits), status, title/condition/buying mode (locked after sales), shipping block, official_store_id; seller's token, own items only",
  request: { params: z.object({ item_id: z.string() }), body: { content: { "application/json": { schema: body } }, required: true } },
  responses: {
    200: { description: "the item with its shipping block" },
    400: { description: "validation_error, with every refused field in cause (code, references, message)" },
    401: { description: "invalid_token" },
    403: { description: "not the seller's item, or official_store_id not allowed" },
    404: { description: "item not found" },
  },
});

export function registerItemRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(putItem, (c) => {
    const user = requireUser(ctx, c);
    const itemId = c.req.valid("param").item_id;
    const input = c.req.valid("json");
    c.set("loggedBody" as never, input as never);
    const item = ctx.state.catalog.items.get(itemId);
    if (!item) throw notFound(`Item with id ${itemId} not found`);
    if (item.seller_id !== user.id) throw forbidden(`The user ${user.id} is not the seller of item ${itemId}`, "forbidden");
    if (item.status === "closed")
      throw new MarketplaceError(400, "validation_error", "Validation error", [
        { type: "error", code: "item.status.not_modifiable", message: `Item ${itemId} is closed and cannot be modified` },
      ]);
    // Validate everything before changing anything: a refused PUT leaves the item as it was.
    const applyListingEdit = planListingEdit(ctx.state, item, input, ctx.clock.now());
    const officialStore = resolveOfficialStore(ctx.state, user, item.site_id, input.official_store_id, item.official_store_id);
    const current = itemShipping(ctx.state, itemId)!;
    const shipping = input.shipping
      ? nextShipping(item, current, {
          ...input.shipping,
          free_methods: input.shipping.free_methods?.map((m) => ({
            id: m.id,
            rule: { free_mode: m.rule.free_mode, value: m.rule.value ?? null },
          })),
        })
      : current;
    if (officialStore !== (item.official_store_id ?? null)) item.official_store_id = officialStore;
    ctx.state.shipping.items.set(itemId, shipping);
    applyListingEdit();
    ctx.notifier.publish({ topic: "items", user_id: user.id, resource: `/items/${itemId}` });
    return c.json({ ...item, official_store_id: item.official_store_id ?? null, shipping }, 200);
  });
}
