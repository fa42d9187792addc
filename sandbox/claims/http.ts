import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { User } from "../accounts/types.ts";
import type { SandboxContext } from "../context.ts";
import { requireUser } from "../core/auth.ts";
import { MarketplaceError } from "../core/errors.ts";
import { settle } from "./ops.ts";
import type { Claim, ClaimAction } from "./types.ts";

/**
 * Without the "Comunicación pre y post venta" permission the policy agent refuses (notes §12). The
 * body carries the real agent's `code` and `blocked_by` besides the usual envelope.
 */
export const policyRefusal = () =>
  new MarketplaceError(403, "PA_UNAUTHORIZED_RESULT_FROM_POLICIES", "At least one policy returned UNAUTHORIZED.", [], {
    code: "PA_UNAUTHORIZED_RESULT_FROM_POLICIES",
    blocked_by: "PolicyAgent",
  });

/** Generic codes from the claims documentation (notes §5): forbidden_error 403, business_logic_error 400/404. */
export const foreignClaim = (id: number | string) =>
  new MarketplaceError(403, "forbidden_error", `You are not allowed to access the claim ${id}`, []);
export const missingClaim = (id: number | string) => new MarketplaceError(404, "business_logic_error", `Claim ${id} not found`, []);
export const actionNotAvailable = (action: ClaimAction, id: number) =>
  new MarketplaceError(400, "business_logic_error", `The action ${action} is not available for the claim ${id}`, [
    { code: "action_not_available", message: `${action} is not in the player's available_actions` },
  ]);
export const invalid = (message: string, code: string) => new MarketplaceError(400, "bad_request", message, [{ code, message }]);

/** The caller of a claims route: a valid bearer, with the claims permission; due clock moves are played first. */
export function claimsCaller(ctx: SandboxContext, c: Context): User {
  const user = requireUser(ctx, c);
  if (ctx.state.claims.unauthorized.has(user.id)) throw policyRefusal();
  settle(ctx);
  return user;
}

/** A claim the caller is the seller of: 404 when unknown, 403 when it is another seller's. */
export function ownClaim(ctx: SandboxContext, user: User, id: string): Claim {
  const claim = /^\d+$/.test(id) ? ctx.state.claims.claims.get(Number(id)) : undefined;
  if (!claim) throw missingClaim(id);
  if (claim.seller_id !== user.id) throw foreignClaim(id);
  return claim;
}

export const claimParams = z.object({
  claim_id: z.string().openapi({ param: { name: "claim_id", in: "path" }, example: "5298903643" }),
});

export const json = (description: string, schema: z.ZodType = z.record(z.string(), z.unknown())) => ({
  description,
  content: { "application/json": { schema } },
});
