import { createRoute, z } from "@hono/zod-openapi";
import type { SandboxApp, SandboxContext } from "../context.ts";
import { requireUser } from "../core/auth.ts";
import { badRequest, forbidden, notFound } from "../core/errors.ts";
import { blacklistBody, checkBlacklist, hookWith, jsonGuard } from "./bodies.ts";

const json = (description: string) => ({ 200: { description, content: { "application/json": { schema: z.any() } } } });
const sellerParam = z.object({ seller_id: z.string().openapi({ param: { name: "seller_id", in: "path" } }) });
const entryParams = sellerParam.extend({ user_id: z.string().openapi({ param: { name: "user_id", in: "path" } }) });
const pageQuery = z.object({ limit: z.string().optional(), offset: z.string().optional() });

const addRoute = createRoute({
  method: "post",
  path: "/users/{seller_id}/questions_blacklist",
  summary: "Block a user from asking on the seller's items",
  request: { params: sellerParam, body: { required: true, content: { "application/json": { schema: blacklistBody } } } },
  responses: json("The blocked entry"),
});
const listRoute = createRoute({
  method: "get",
  path: "/users/{seller_id}/questions_blacklist",
  request: { params: sellerParam, query: pageQuery },
  responses: json("The seller's blacklist: {paging, users}"),
});
const removeRoute = createRoute({
  method: "delete",
  path: "/users/{seller_id}/questions_blacklist/{user_id}",
  request: { params: entryParams },
  responses: json("The removed entry"),
});

/** Spec Questions rule 3: the seller fully controls the list, so only the seller's own token touches it. */
function ownList(ctx: SandboxContext, callerId: number, rawSeller: string): Map<number, number> {
  const sellerId = /^\d+$/.test(rawSeller) ? Number(rawSeller) : NaN;
  if (sellerId !== callerId) throw forbidden(`User ${callerId} cannot manage the questions blacklist of user ${rawSeller}`);
  const lists = ctx.state.questions.blacklists;
  let list = lists.get(sellerId);
  if (!list) lists.set(sellerId, (list = new Map()));
  return list;
}

export function registerBlacklistRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.use("/users/:seller_id/questions_blacklist", jsonGuard("bad_request"));

  app.openapi(
    addRoute,
    (c) => {
      const caller = requireUser(ctx, c);
      const list = ownList(ctx, caller.id, c.req.valid("param").seller_id);
      const { user_id } = checkBlacklist(c.req.valid("json"));
      if (user_id === caller.id) throw badRequest("bad_request", "A seller cannot block themselves");
      if (!ctx.state.users.has(user_id)) throw notFound(`User ${user_id} not found`, "user_not_found");
      if (!list.has(user_id)) list.set(user_id, ctx.clock.nowMs());
      return c.json({ user_id, blocked_at: new Date(list.get(user_id)!).toISOString() }, 200);
    },
    hookWith(checkBlacklist),
  );

  app.openapi(listRoute, (c) => {
    const caller = requireUser(ctx, c);
    const list = ownList(ctx, caller.id, c.req.valid("param").seller_id);
    const q = c.req.valid("query");
    const limit = q.limit === undefined ? 50 : Number(q.limit);
    const offset = q.offset === undefined ? 0 : Number(q.offset);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw badRequest("bad_request", "limit must be between 1 and 1000");
    if (!Number.isInteger(offset) || offset < 0) throw badRequest("bad_request", "offset must be a non-negative integer");
    const users = [...list.entries()].map(([id, at]) => ({ id, blocked_at: new Date(at).toISOString() }));
    return c.json({ paging: { total: users.length, limit, offset }, users: users.slice(offset, offset + limit) }, 200);
  });

  app.openapi(removeRoute, (c) => {
    const caller = requireUser(ctx, c);
    const params = c.req.valid("param");
    const list = ownList(ctx, caller.id, params.seller_id);
    const userId = Number(params.user_id);
    if (!list.delete(userId)) throw notFound(`User ${params.user_id} is not in the questions blacklist of user ${caller.id}`);
    return c.json({ user_id: userId, unblocked: true }, 200);
  });
}
