import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import type { User } from "../accounts/types.ts";
import type { Item } from "../catalog/types.ts";
import type { SandboxContext } from "../context.ts";
import { findBearerUser, readBearer } from "../core/auth.ts";
import { MarketplaceError, badRequest, invalidToken, notFound } from "../core/errors.ts";

/** Metrics multi-gets: the spec does not give a maximum, so the sandbox uses the multi-get cap the spec gives elsewhere. */
export const MAX_IDS = 50;
const ITEM_ID = /^[A-Z]{3}\d+$/;

/** Query values are read as plain strings so the route can answer the notes' own error messages. */
export const str = z.string().optional();
export const rangeQuery = z.object({ date_from: str, date_to: str });
export const windowQuery = z.object({ last: str, unit: str, ending: str });
export const idsRangeQuery = z.object({ ids: str, date_from: str, date_to: str });
export const idsWindowQuery = z.object({ ids: str, last: str, unit: str, ending: str });
export const userParams = z.object({ user_id: z.string() });
export const itemParams = z.object({ item_id: z.string() });
export const ok = (description: string) => ({
  200: { description },
  400: { description: "bad_request: missing or invalid parameter, window over 150 days" },
  404: { description: "not_found: unknown user or item" },
});

/** Metrics are public (the spec shows them without a token), but a token that is sent must be valid. */
export function checkOptionalToken(ctx: SandboxContext, c: Context): void {
  if (readBearer(c) && !findBearerUser(ctx, c)) throw invalidToken();
}

export function findUser(ctx: SandboxContext, userId: string): User {
  if (!/^\d+$/.test(userId)) throw badRequest("bad_request", `invalid user_id ${userId}`);
  const user = ctx.state.users.get(Number(userId));
  if (!user) throw notFound(`user ${userId} not found`);
  return user;
}

export function findItem(ctx: SandboxContext, itemId: string): Item {
  if (!ITEM_ID.test(itemId)) throw badRequest("bad_request", "Invalid item ID format");
  const item = ctx.state.catalog.items.get(itemId);
  if (!item) throw notFound("Item not found");
  return item;
}

export function userItems(ctx: SandboxContext, userId: number): Item[] {
  return [...ctx.state.catalog.items.values()].filter((i) => i.seller_id === userId);
}

/** ids=a,b,c: required, at most MAX_IDS, each a known item. */
export function findItems(ctx: SandboxContext, ids: string | undefined): Item[] {
  const list = (ids ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) throw badRequest("bad_request", "ids is required", [{ code: "missing_parameter", field: "ids" }]);
  if (list.length > MAX_IDS) throw new MarketplaceError(400, "validation_parameters", `maximum amount of items to query is ${MAX_IDS}`);
  return [...new Set(list)].map((id) => findItem(ctx, id));
}
