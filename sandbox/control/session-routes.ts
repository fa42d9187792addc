import { createRoute, z } from "@hono/zod-openapi";
import { issueTokens, refreshKey, tokenResponseSchema } from "../accounts/tokens.ts";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { notFound } from "../core/errors.ts";
import { errorSchema, json, jsonBody, nowSchema } from "./schemas.ts";

const resetRoute = createRoute({
  method: "post",
  path: "/__sandbox/reset",
  tags: ["sandbox"],
  summary: "Rebuild every domain from the seed; clear faults and the request log; reset the clock",
  responses: { 200: json("Reset done", nowSchema.extend({ reset: z.literal(true) })) },
});

const tokensRoute = createRoute({
  method: "post",
  path: "/__sandbox/tokens",
  tags: ["sandbox"],
  summary: "Issue tokens for a seeded user without the browser flow",
  request: {
    body: jsonBody(
      z.object({
        user_id: z.number().int().openapi({ example: 241370001 }),
        expires_in: z.number().int().min(1).optional().openapi({ description: "Seconds; defaults to SANDBOX_TOKEN_TTL_SECONDS" }),
      }),
    ),
  },
  responses: {
    200: json("Same shape as POST /oauth/token", tokenResponseSchema),
    404: json("Unknown user", errorSchema),
  },
});

const userSummarySchema = z
  .object({ id: z.number().int(), nickname: z.string(), site_id: z.string(), role: z.enum(["seller", "buyer"]), user_type: z.string() })
  .openapi("SandboxUser");

const usersRoute = createRoute({
  method: "get",
  path: "/__sandbox/users",
  tags: ["sandbox"],
  summary: "The seeded users, sellers first",
  responses: { 200: json("Seeded users", z.array(userSummarySchema)) },
});

const grantsRoute = createRoute({
  method: "get",
  path: "/__sandbox/grants",
  tags: ["sandbox"],
  summary: "The current refresh token of a user (tests prove a superseded one is refused)",
  request: { query: z.object({ user_id: z.coerce.number().int() }) },
  responses: {
    200: json("The user's current grant", z.object({ user_id: z.number().int(), client_id: z.string(), refresh_token: z.string() })),
    404: json("No grant for that user", errorSchema),
  },
});

export function registerSessionRoutes(app: SandboxApp, ctx: SandboxContext, reset: () => void): void {
  app.openapi(resetRoute, (c) => {
    // The clock goes back first so the rebuilt state is dated at real time.
    ctx.clock.reset();
    ctx.faults.clear();
    ctx.requests.clear();
    reset();
    return c.json({ reset: true as const, now: ctx.clock.now().toISOString() }, 200);
  });

  app.openapi(tokensRoute, (c) => {
    const { user_id, expires_in } = c.req.valid("json");
    if (!ctx.state.users.has(user_id)) throw notFound(`User not found: ${user_id}`);
    return c.json(issueTokens(ctx, ctx.state.application.id, user_id, expires_in), 200);
  });

  app.openapi(grantsRoute, (c) => {
    const { user_id } = c.req.valid("query");
    const grant = ctx.state.oauth.latestRefresh.get(refreshKey(ctx.state.application.id, user_id));
    if (!grant) throw notFound(`No grant for user ${user_id}`);
    return c.json({ user_id, client_id: grant.client_id, refresh_token: grant.token }, 200);
  });

  app.openapi(usersRoute, (c) => {
    const users = [...ctx.state.users.values()]
      .sort((a, b) => (a.role === b.role ? a.id - b.id : a.role === "seller" ? -1 : 1))
      .map(({ id, nickname, site_id, role, user_type }) => ({ id, nickname, site_id, role, user_type }));
    return c.json(users, 200);
  });
}
