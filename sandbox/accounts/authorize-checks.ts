import type { SandboxContext } from "../context.ts";
import type { PkceMethod } from "./pkce.ts";

export interface AuthorizationParams {
  response_type?: string;
  client_id?: string;
  redirect_uri?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
}

export interface ValidAuthorization {
  client_id: string;
  redirect_uri: string;
  state: string | undefined;
  code_challenge: string | null;
  code_challenge_method: PkceMethod | null;
}

/**
 * What to do with an authorization request. Problems with client_id or redirect_uri are shown on a
 * page and never redirected: sending the browser to an unregistered URI would make the sandbox an open
 * redirector. Every later problem goes back to the (now trusted) redirect_uri, as RFC 6749 §4.1.2.1 says.
 */
export type AuthorizationCheck =
  | { kind: "page"; error: string; description: string }
  | { kind: "redirect"; location: string }
  | { kind: "ok"; params: ValidAuthorization };

export function checkAuthorization(ctx: SandboxContext, p: AuthorizationParams): AuthorizationCheck {
  const app = ctx.state.application;
  if (!p.client_id || p.client_id !== app.id) {
    return { kind: "page", error: "invalid_client", description: "The application that sent you here is not registered." };
  }
  if (!p.redirect_uri || !app.redirectUris.includes(p.redirect_uri)) {
    return { kind: "page", error: "redirect_uri_mismatch", description: "Your client callback must be the same as your redirect_uri" };
  }
  const back = (error: string, description: string) => ({
    kind: "redirect" as const,
    location: redirectWith(p.redirect_uri!, { error, error_description: description, state: p.state }),
  });
  if (p.response_type !== "code") return back("unsupported_response_type", "response_type must be code");

  const method = p.code_challenge_method ?? (p.code_challenge ? "plain" : undefined);
  if (method !== undefined && method !== "S256" && method !== "plain") {
    return back("invalid_request", "code_challenge_method must be S256 or plain");
  }
  if (app.pkceRequired && (!p.code_challenge || !p.code_challenge_method)) {
    return back("invalid_request", "code_challenge and code_challenge_method are required");
  }
  return {
    kind: "ok",
    params: {
      client_id: p.client_id,
      redirect_uri: p.redirect_uri,
      state: p.state,
      code_challenge: p.code_challenge ?? null,
      code_challenge_method: p.code_challenge ? (method as PkceMethod) : null,
    },
  };
}

/** The redirect URI with the given query parameters added (undefined ones left out). */
export function redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}
