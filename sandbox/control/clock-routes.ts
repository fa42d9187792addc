import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { json, jsonBody, nowSchema } from "./schemas.ts";

const getClockRoute = createRoute({
  method: "get",
  path: "/__sandbox/clock",
  tags: ["sandbox"],
  summary: "Sandbox time",
  responses: { 200: json("Sandbox time", nowSchema) },
});

const setClockSchema = z
  .object({
    advance_ms: z.number().int().optional().openapi({ description: "Move time forward (negative: back)", example: 3_600_000 }),
    now: z.iso.datetime({ offset: true }).optional().openapi({ description: "Jump to this instant" }),
  })
  .refine((b) => (b.advance_ms === undefined) !== (b.now === undefined), { message: "give exactly one of advance_ms or now" });

const setClockRoute = createRoute({
  method: "post",
  path: "/__sandbox/clock",
  tags: ["sandbox"],
  summary: "Move sandbox time (token and code expiry, dates of new records)",
  request: { body: jsonBody(setClockSchema) },
  responses: { 200: json("The new sandbox time", nowSchema) },
});

export function registerClockRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const now = () => ({ now: ctx.clock.now().toISOString() });

  app.openapi(getClockRoute, (c) => c.json(now(), 200));

  app.openapi(setClockRoute, (c) => {
    const body = c.req.valid("json");
    if (body.advance_ms !== undefined) ctx.clock.advance(body.advance_ms);
    else ctx.clock.set(new Date(body.now!));
    return c.json(now(), 200);
  });
}
