/** OAuth state: authorization codes, access tokens and refresh tokens the sandbox has issued. */
export interface AuthorizationCode {
  code: string;
  client_id: string;
  user_id: number;
  redirect_uri: string;
  code_challenge: string | null;
  code_challenge_method: "S256" | "plain" | null;
  expires_at: number;
  used: boolean;
}

export interface AccessToken {
  token: string;
  user_id: number;
  client_id: string;
  expires_at: number;
}

export interface RefreshToken {
  token: string;
  user_id: number;
  client_id: string;
  expires_at: number;
}

export interface OAuthState {
  codes: Map<string, AuthorizationCode>;
  accessTokens: Map<string, AccessToken>;
  /** Only the newest refresh token per (client, user) is valid: this maps that pair to it. */
  latestRefresh: Map<string, RefreshToken>;
}

export function createOAuthState(): OAuthState {
  return { codes: new Map(), accessTokens: new Map(), latestRefresh: new Map() };
}
