import type { SandboxContext } from "../context.ts";
import { invalidClient, invalidGrant, invalidRequest, unsupportedGrantType } from "./oauth-errors.ts";
import { verifierMatches } from "./pkce.ts";
import { issueTokens, refreshKey, type TokenResponse } from "./tokens.ts";

/** The token endpoint's fields; all optional here so each missing one gets the real invalid_request. */
export interface TokenRequest {
  grant_type?: string;
  client_id?: string;
  client_secret?: string;
  code?: string;
  redirect_uri?: string;
  code_verifier?: string;
  refresh_token?: string;
}

function required(params: TokenRequest, name: keyof TokenRequest): string {
  const value = params[name];
  if (!value) throw invalidRequest(name);
  return value;
}

/** Both grants authenticate the client first: an unknown id or a wrong secret is invalid_client (401). */
function authenticateClient(ctx: SandboxContext, params: TokenRequest): string {
  const clientId = required(params, "client_id");
  const secret = required(params, "client_secret");
  const app = ctx.state.application;
  if (clientId !== app.id || secret !== app.secret) throw invalidClient();
  return clientId;
}

export function grantTokens(ctx: SandboxContext, params: TokenRequest): TokenResponse {
  const grantType = required(params, "grant_type");
  if (grantType !== "authorization_code" && grantType !== "refresh_token") throw unsupportedGrantType(grantType);
  const clientId = authenticateClient(ctx, params);
  return grantType === "authorization_code" ? exchangeCode(ctx, clientId, params) : refresh(ctx, clientId, params);
}

function exchangeCode(ctx: SandboxContext, clientId: string, params: TokenRequest): TokenResponse {
  const code = required(params, "code");
  const redirectUri = required(params, "redirect_uri");
  const grant = ctx.state.oauth.codes.get(code);
  if (!grant || grant.client_id !== clientId || grant.used || grant.expires_at <= ctx.clock.nowMs()) throw invalidGrant();
  // Any attempt burns the code, so a leaked code cannot be retried until the verifier is guessed.
  grant.used = true;
  if (grant.redirect_uri !== redirectUri) throw invalidGrant();
  if (grant.code_challenge && grant.code_challenge_method) {
    const verifier = params.code_verifier;
    if (!verifier || !verifierMatches(grant.code_challenge, grant.code_challenge_method, verifier)) throw invalidGrant();
  }
  return issueTokens(ctx, clientId, grant.user_id);
}

function refresh(ctx: SandboxContext, clientId: string, params: TokenRequest): TokenResponse {
  const token = required(params, "refresh_token");
  // Refresh tokens end in -<user_id>; only the newest one stored for (client, user) is accepted.
  const userId = Number(token.slice(token.lastIndexOf("-") + 1));
  const latest = ctx.state.oauth.latestRefresh.get(refreshKey(clientId, userId));
  if (!latest || latest.token !== token || latest.expires_at <= ctx.clock.nowMs()) throw invalidGrant();
  if (!ctx.state.users.has(userId)) throw invalidGrant();
  // Single use: issuing the new pair replaces this token, so presenting it again fails.
  return issueTokens(ctx, clientId, userId);
}
