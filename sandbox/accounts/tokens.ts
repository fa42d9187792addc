import { randomBytes } from "node:crypto";
import { z } from "@hono/zod-openapi";
import type { SandboxContext } from "../context.ts";

/** The real lifetime of a refresh token (notes §4): six months from issue. */
const REFRESH_TOKEN_MONTHS = 6;
/** Authorization codes are short-lived; ten minutes matches common OAuth servers. */
export const CODE_TTL_MS = 10 * 60_000;

export const tokenResponseSchema = z
  .object({
    access_token: z.string().openapi({ example: "APP_USR-5503910054141466-051014-8cc4a1f0c2d94b6e9a7f3e21d05b6c4a-241370001" }),
    token_type: z.literal("bearer"),
    expires_in: z.number().int().openapi({ example: 21600 }),
    scope: z.literal("offline_access read write"),
    user_id: z.number().int(),
    refresh_token: z.string().openapi({ example: "TG-6650f1a2b3c4d5e6f7a8b9c0-241370001" }),
  })
  .openapi("TokenResponse");
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

const hex = (bytes: number) => randomBytes(bytes).toString("hex");
const pad = (n: number) => String(n).padStart(2, "0");

/** `TG-<24 hex>-<user_id>`: the real format of codes and refresh tokens. */
export const newGrantString = (userId: number) => `TG-${hex(12)}-${userId}`;

export const refreshKey = (clientId: string, userId: number) => `${clientId}:${userId}`;

/**
 * Issues an access token and a refresh token. The new refresh token replaces the previous one for
 * (client, user), which is how "only the newest refresh token is valid" is enforced. Earlier access
 * tokens stay valid until they expire, as on the real API.
 */
export function issueTokens(ctx: SandboxContext, clientId: string, userId: number, ttlSeconds = ctx.config.tokenTtlSeconds): TokenResponse {
  const now = ctx.clock.now();
  // The middle part of real tokens is the issue date as MMDDHH (UTC here).
  const stamp = `${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}${pad(now.getUTCHours())}`;
  const accessToken = `APP_USR-${clientId}-${stamp}-${hex(16)}-${userId}`;
  ctx.state.oauth.accessTokens.set(accessToken, {
    token: accessToken,
    user_id: userId,
    client_id: clientId,
    expires_at: now.getTime() + ttlSeconds * 1000,
  });

  const refreshExpiry = new Date(now);
  refreshExpiry.setUTCMonth(refreshExpiry.getUTCMonth() + REFRESH_TOKEN_MONTHS);
  const refreshToken = newGrantString(userId);
  ctx.state.oauth.latestRefresh.set(refreshKey(clientId, userId), {
    token: refreshToken,
    user_id: userId,
    client_id: clientId,
    expires_at: refreshExpiry.getTime(),
  });

  return {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: ttlSeconds,
    scope: "offline_access read write",
    user_id: userId,
    refresh_token: refreshToken,
  };
}
