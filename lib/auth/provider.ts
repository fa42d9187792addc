import "server-only";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { env } from "../env";

/**
 * The marketplace as an OAuth 2 provider (authorization code + PKCE S256 + state). URLs come from env:
 * the sandbox by default, the real API and the site's country authorization host otherwise.
 */
export function marketplaceProvider(): OAuthConfig<Record<string, unknown>> {
  const e = env();
  return {
    id: "mercadolibre",
    name: "Mercado Libre",
    type: "oauth",
    clientId: e.MARKETPLACE_CLIENT_ID,
    clientSecret: e.MARKETPLACE_CLIENT_SECRET,
    authorization: { url: e.authorizationUrl, params: { response_type: "code", scope: "" } },
    token: `${e.marketplaceApiUrl}/oauth/token`,
    userinfo: `${e.marketplaceApiUrl}/users/me`,
    client: { token_endpoint_auth_method: "client_secret_post" },
    checks: ["pkce", "state"],
    idToken: false,
    // The marketplace issues no id_token; the profile is GET /users/me.
    profile: (profile) => ({ id: String(profile.id), name: String(profile.nickname ?? profile.id) }),
  };
}
