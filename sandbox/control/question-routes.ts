import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { badRequest, notFound } from "../core/errors.ts";
import { Rng } from "../core/rng.ts";
import { growSellerQuestions } from "../questions/grow.ts";
import { json, jsonBody } from "./schemas.ts";

const growRoute = createRoute({
  method: "post",
  path: "/__sandbox/sellers/{user_id}/questions",
  tags: ["sandbox"],
  summary: "Give a seeded seller generated questions on its items until it has `total` (deterministic; for benchmarks)",
  request: { params: z.object({ user_id: z.string() }), body: jsonBody(z.object({ total: z.number().int().min(1).max(20_000) })) },
  responses: {
    200: json("How many questions were added and the seller's total", z.object({ added: z.number().int(), total: z.number().int() })),
  },
});

export function registerQuestionControlRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(growRoute, (c) => {
    const userId = Number(c.req.valid("param").user_id);
    const seller = ctx.state.users.get(userId);
    if (!seller) throw notFound(`User ${userId} not found`);
    if (seller.role !== "seller") throw badRequest("bad_request", `User ${userId} is not a seller`, []);
    const { total } = c.req.valid("json");
    const added = growSellerQuestions(ctx.state, seller, total, new Rng(`grow-questions:${userId}:${total}`), ctx.clock.nowMs());
    return c.json({ added, total: ctx.state.questions.bySeller.get(userId)?.length ?? 0 }, 200);
  });
}
