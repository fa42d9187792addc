import { z } from "zod";
import { numericId } from "./ids";
import type { Http } from "./http";

export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().int().positive(),
  scope: z.string().optional(),
  user_id: numericId,
  refresh_token: z.string().min(1),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** POST /oauth/token, grant refresh_token (form-encoded, as the real API requires). */
export function refreshTokens(http: Http, client: OAuthClient, refreshToken: string): Promise<TokenResponse> {
  return http("/oauth/token", {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "refresh_token",
      client_id: client.clientId,
      client_secret: client.clientSecret,
      refresh_token: refreshToken,
    }),
    schema: tokenResponseSchema,
  });
}
