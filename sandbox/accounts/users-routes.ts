import { findSeller } from "../market/state.ts";
import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { requireUser } from "../core/auth.ts";
import { notFound } from "../core/errors.ts";
import { meSchema, publicUserSchema, toMe, toPublicUser } from "./user-views.ts";

const errorSchema = z
  .object({ message: z.string(), error: z.string(), status: z.number().int(), cause: z.array(z.unknown()) })
  .openapi("MarketplaceError");
const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: errorSchema } } });

const meRoute = createRoute({
  method: "get",
  path: "/users/me",
  tags: ["users"],
  summary: "The user the bearer token belongs to",
  security: [{ bearer: [] }],
  responses: {
    200: { description: "The caller", content: { "application/json": { schema: meSchema } } },
    401: errorResponse("Missing, unknown or expired token: invalid_token"),
  },
});

const userRoute = createRoute({
  method: "get",
  path: "/users/{user_id}",
  tags: ["users"],
  summary: "A user's public record (no token needed)",
  request: { params: z.object({ user_id: z.string().openapi({ example: "241370001" }) }) },
  responses: {
    200: { description: "The public record", content: { "application/json": { schema: publicUserSchema } } },
    404: errorResponse("Unknown user"),
  },
});

export function registerUsersRoutes(app: SandboxApp, ctx: SandboxContext): void {
  // Registered before /users/{user_id} so "me" is never read as an id.
  app.openapi(meRoute, (c) => c.json(toMe(requireUser(ctx, c)), 200));

  app.openapi(userRoute, (c) => {
    const { user_id } = c.req.valid("param");
    // Public sellers of the market domain are users too, as on the real site (their listings link to them).
    const user = /^\d+$/.test(user_id) ? findSeller(ctx.state, Number(user_id)) : undefined;
    if (!user) throw notFound(`User not found: ${user_id}`);
    return c.json(toPublicUser(user), 200);
  });
}
