import type { Context } from "hono";
import type { User } from "../accounts/types.ts";
import type { SandboxContext } from "../context.ts";
import { invalidToken } from "./errors.ts";

/** The bearer's token string: `Authorization: Bearer …`, or the legacy `access_token` query parameter. */
export function readBearer(c: Context): string | null {
  const header = c.req.header("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? c.req.query("access_token") ?? null;
}

/** The user a valid, unexpired bearer belongs to, or null. */
export function findBearerUser(ctx: SandboxContext, c: Context): User | null {
  const token = readBearer(c);
  if (!token) return null;
  const access = ctx.state.oauth.accessTokens.get(token);
  if (!access || access.expires_at <= ctx.clock.nowMs()) return null;
  return ctx.state.users.get(access.user_id) ?? null;
}

/** For routes the spec says carry a token: the caller, or the real API's 401. */
export function requireUser(ctx: SandboxContext, c: Context): User {
  const user = findBearerUser(ctx, c);
  if (!user) throw invalidToken();
  return user;
}
