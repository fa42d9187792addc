import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { faultSchema } from "../core/faults.ts";
import { json, jsonBody } from "./schemas.ts";

// A rule with neither status nor delay would only burn its count; refuse it so typos show up.
const faultInputSchema = faultSchema
  .refine((f) => f.status !== undefined || f.delay_ms !== undefined, { message: "give status, delay_ms or both" })
  .openapi("FaultInput");

const faultListSchema = z.array(
  z.object({
    id: z.number().int(),
    method: z.string().optional(),
    path: z.string(),
    status: z.number().int().optional(),
    body: z.unknown().optional(),
    headers: z.record(z.string(), z.string()).optional(),
    delay_ms: z.number().int().optional(),
    count: z.number().int(),
    remaining: z.number().int(),
  }),
);

const addFaultRoute = createRoute({
  method: "post",
  path: "/__sandbox/faults",
  tags: ["sandbox"],
  summary: "Make the next `count` matching requests fail with `status`/`body` and/or wait `delay_ms`",
  request: { body: jsonBody(faultInputSchema) },
  responses: { 200: json("The rule's id", z.object({ id: z.number().int() })) },
});

const listFaultsRoute = createRoute({
  method: "get",
  path: "/__sandbox/faults",
  tags: ["sandbox"],
  summary: "Active fault rules with the uses left",
  responses: { 200: json("Active rules", faultListSchema) },
});

const clearFaultsRoute = createRoute({
  method: "delete",
  path: "/__sandbox/faults",
  tags: ["sandbox"],
  summary: "Remove every fault rule",
  responses: { 200: json("How many rules were removed", z.object({ cleared: z.number().int() })) },
});

export function registerFaultsRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(addFaultRoute, (c) => c.json(ctx.faults.add(c.req.valid("json")), 200));

  app.openapi(listFaultsRoute, (c) => c.json(ctx.faults.list(), 200));

  app.openapi(clearFaultsRoute, (c) => {
    const cleared = ctx.faults.list().length;
    ctx.faults.clear();
    return c.json({ cleared }, 200);
  });
}
