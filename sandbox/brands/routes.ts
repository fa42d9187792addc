import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { notFound } from "../core/errors.ts";
import { registerOptions } from "../search/self-doc.ts";
import type { SandboxState } from "../state.ts";
import { BRAND_DOCS } from "./docs.ts";
import type { Brand } from "./state.ts";

const userParam = z.string().regex(/^\d+$/, "user_id must be a numeric user id");

/** A brand as the user brands record lists it: without date_created, boost and users. */
const listed = ({ date_created: _d, boost: _b, users: _u, ...rest }: Brand) => rest;

/** Public, like the other catalog-style reads (spec: whether a token is needed is not shown). */
export function registerBrandRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(
    createRoute({
      method: "get",
      path: "/users/{user_id}/brands",
      tags: ["brands"],
      request: { params: z.object({ user_id: userParam }) },
      responses: {
        200: { description: "User brands record {cust_id, tags, brands, site_id, user_type}" },
        404: { description: "Unknown user, or a user without brands" },
      },
    }),
    (c) => {
      const { user, brands } = brandsOf(ctx.state, Number(c.req.valid("param").user_id));
      return c.json(
        { cust_id: user.id, tags: user.tags, brands: brands.map(listed), site_id: user.site_id, user_type: user.user_type },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/users/{user_id}/brands/{brand_id}",
      tags: ["brands"],
      request: { params: z.object({ user_id: userParam, brand_id: z.string().min(1) }) },
      responses: { 200: { description: "Single-brand record" }, 404: { description: "Unknown user or brand, or a brand of another user" } },
    }),
    (c) => {
      const { user_id, brand_id } = c.req.valid("param");
      const { brands } = brandsOf(ctx.state, Number(user_id));
      const brand = brands.find((b) => String(b.official_store_id) === brand_id);
      if (!brand) throw notFound(`Brand ${brand_id} not found for user ${user_id}`);
      return c.json(brand, 200);
    },
  );

  for (const [path, doc] of Object.entries(BRAND_DOCS)) registerOptions(app, path, doc);
}

function brandsOf(state: SandboxState, userId: number) {
  const user = state.users.get(userId);
  if (!user) throw notFound(`User ${userId} not found`);
  const brands = [...state.brands.stores.values()]
    .filter((b) => b.users.some((u) => u.cust_id === userId))
    .sort((a, b) => a.relevance_position - b.relevance_position);
  if (brands.length === 0) throw notFound(`User ${userId} has no official store brands`);
  return { user, brands };
}
