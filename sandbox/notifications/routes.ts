import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { requireUser } from "../core/auth.ts";
import { badRequest, notFound } from "../core/errors.ts";
import { storeFor } from "./store.ts";

/** Notes §3: the missed feed keeps only the last 2 days. */
export const MISSED_RETENTION_MS = 2 * 24 * 3_600_000;
const json = (description: string) => ({ 200: { description, content: { "application/json": { schema: z.any() } } } });

const deliveriesRoute = createRoute({
  method: "get",
  path: "/__sandbox/deliveries",
  summary: "Every notification delivery attempt, oldest first (sandbox control)",
  request: {
    query: z.object({
      resource: z.string().optional(),
      topic: z.string().optional(),
      user_id: z.string().optional(),
      notification_id: z.string().optional(),
      limit: z.string().optional().openapi({ description: "Newest N matching attempts (default 1000)." }),
    }),
  },
  responses: json("{total, pending, missed, deliveries}"),
});

const missedRoute = createRoute({
  method: "get",
  path: "/missed_feeds",
  summary: "Notifications not acknowledged after 8 attempts, last 2 days",
  request: {
    query: z.object({
      app_id: z.string().optional(),
      topic: z.string().optional(),
      site_id: z.string().optional(),
      offset: z.string().optional(),
      limit: z.string().optional(),
    }),
  },
  responses: json("{messages}"),
});

export function registerNotificationRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(deliveriesRoute, (c) => {
    const q = c.req.valid("query");
    const store = storeFor(ctx.state);
    const matches = store.attempts.filter(
      (a) =>
        (!q.resource || a.resource === q.resource) &&
        (!q.topic || a.topic === q.topic) &&
        (!q.user_id || String(a.user_id) === q.user_id) &&
        (!q.notification_id || a.notification_id === q.notification_id),
    );
    const limit = q.limit ? Math.max(1, Number(q.limit) || 1000) : 1000;
    let pending = 0;
    for (const n of store.notifications.values()) if (n.status === "pending") pending++;
    return c.json({ total: matches.length, pending, missed: store.missed.length, deliveries: matches.slice(-limit) }, 200);
  });

  app.openapi(missedRoute, (c) => {
    requireUser(ctx, c);
    const q = c.req.valid("query");
    if (!q.app_id) throw badRequest("bad_request", "app_id is required");
    if (q.app_id !== ctx.state.application.id) throw notFound(`Application ${q.app_id} not found`);
    const limit = q.limit === undefined ? 10 : Number(q.limit);
    const offset = q.offset === undefined ? 0 : Number(q.offset);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw badRequest("bad_request", "limit must be between 1 and 1000");
    if (!Number.isInteger(offset) || offset < 0) throw badRequest("bad_request", "offset must be a non-negative integer");
    // Notes §3 (community): the items feed is per site, and asking for it without one is refused.
    if (q.topic === "items" && !q.site_id) throw badRequest("bad_request", "site_id is required for topic items");
    const store = storeFor(ctx.state);
    const cutoff = ctx.clock.nowMs() - MISSED_RETENTION_MS;
    store.missed = store.missed.filter((m) => m.missedAtMs > cutoff);
    const messages = store.missed
      .filter(
        (m) => (!q.topic || m.topic === q.topic) && (!q.site_id || m.topic !== "items" || m.resource.startsWith(`/items/${q.site_id}`)),
      )
      .slice(offset, offset + limit)
      .map(({ missedAtMs: _at, ...m }) => m);
    return c.json({ messages }, 200);
  });
}
