import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { json } from "./schemas.ts";

const loggedRequestSchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    method: z.string(),
    path: z.string(),
    query: z.string(),
    status: z.number().int(),
    duration_ms: z.number(),
    user_id: z.number().int().nullable(),
    body: z.unknown().optional().openapi({
      description: "Logged fields, secrets masked (e.g. /oauth/token: grant_type, client_id, last 6 characters of code/refresh_token)",
    }),
  })
  .openapi("LoggedRequest");

const requestsRoute = createRoute({
  method: "get",
  path: "/__sandbox/requests",
  tags: ["sandbox"],
  summary: "Requests the sandbox served (control routes excluded), newest first",
  request: {
    query: z.object({
      path: z.string().optional().openapi({ description: "Path prefix, e.g. /oauth/token or /questions" }),
      method: z.string().optional().openapi({ example: "POST" }),
      limit: z.coerce.number().int().min(1).max(20_000).optional().openapi({ description: "Default 500" }),
      after_id: z.coerce
        .number()
        .int()
        .min(0)
        .optional()
        .openapi({ description: "Only requests logged after this id (a poller's last seen id)" }),
    }),
  },
  responses: { 200: json("Logged requests", z.array(loggedRequestSchema)) },
});

export function registerRequestsRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(requestsRoute, (c) => {
    const { after_id: afterId, ...filter } = c.req.valid("query");
    return c.json(ctx.requests.list({ ...filter, afterId }), 200);
  });
}
