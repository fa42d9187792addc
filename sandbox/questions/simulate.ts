import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { badRequest, notFound } from "../core/errors.ts";
import { Rng } from "../core/rng.ts";
import { askQuestion, isBlocked } from "./create.ts";
import { fill, pickExchange } from "./texts.ts";

const bodySchema = z.object({
  seller_id: z.number().int(),
  count: z.number().int().min(1).max(10_000),
  interval_ms: z
    .number()
    .int()
    .min(0)
    .max(3_600_000)
    .optional()
    .openapi({ description: "Real ms between questions, default 2000; 0 asks all at once." }),
});

const route = createRoute({
  method: "post",
  path: "/__sandbox/simulate/questions",
  summary: "Seeded buyers ask new questions on a seller's active items over time (sandbox control)",
  request: { body: { required: true, content: { "application/json": { schema: bodySchema } } } },
  responses: { 200: { description: "What the simulation will do", content: { "application/json": { schema: z.any() } } } },
});

let simulationCounter = 0;

/**
 * Each question goes through askQuestion, so it obeys the blacklist and notifies like POST /questions.
 * The run stops by itself when the state is reset (ctx.state replaced) or the sandbox stops.
 */
export function registerSimulateRoute(app: SandboxApp, ctx: SandboxContext): void {
  app.openapi(route, (c) => {
    const { seller_id, count, interval_ms = 2000 } = c.req.valid("json");
    const state = ctx.state;
    const seller = state.users.get(seller_id);
    if (!seller || seller.role !== "seller") throw notFound(`Seller ${seller_id} not found`, "user_not_found");
    const items = [...state.catalog.items.values()].filter((i) => i.seller_id === seller_id && i.status === "active");
    const buyers = [...state.users.values()].filter((u) => u.role === "buyer" && u.site_id === seller.site_id);
    if (items.length === 0 || buyers.length === 0)
      throw badRequest("bad_request", `Seller ${seller_id} has no active items or no buyers on ${seller.site_id}`);

    const id = ++simulationCounter;
    const rng = new Rng(`simulate:${seller_id}:${id}:${ctx.clock.nowMs()}`);
    let asked = 0;
    const askOne = () => {
      if (ctx.state !== state || asked >= count) return false;
      asked++;
      const item = rng.pick(items);
      const candidates = buyers.filter((b) => !isBlocked(ctx, seller_id, b.id));
      if (candidates.length === 0 || item.status !== "active") return true;
      const buyer = rng.pick(candidates);
      const text = fill(pickExchange(rng, item.site_id, item.topic).q, {
        site: item.site_id,
        city: buyer.address.city,
        seller: seller.nickname,
      });
      askQuestion(ctx, buyer, item.id, text, null);
      return true;
    };
    if (interval_ms === 0) {
      setImmediate(() => {
        while (askOne());
      });
    } else {
      const timer = setInterval(() => {
        if (!askOne()) clearInterval(timer);
      }, interval_ms);
      timer.unref();
    }
    const startsAt = ctx.clock.nowMs();
    return c.json(
      {
        simulation_id: id,
        seller_id,
        count,
        interval_ms,
        active_items: items.length,
        buyers: buyers.map((b) => b.id),
        first_question_at: new Date(startsAt + (interval_ms === 0 ? 0 : interval_ms)).toISOString(),
        last_question_at: new Date(startsAt + interval_ms * count).toISOString(),
        stops_on_reset: true,
      },
      200,
    );
  });
}
