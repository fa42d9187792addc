import { z } from "@hono/zod-openapi";
import { MarketplaceError } from "../core/errors.ts";

/**
 * OAuth errors use `error_description` instead of `message` (notes §5), so the body differs from the
 * marketplace envelope; subclassing keeps the app's single onError renderer.
 */
export class OAuthError extends MarketplaceError {
  constructor(status: number, error: string, description: string) {
    super(status, error, description);
  }

  override toBody(): Record<string, unknown> {
    return { error_description: this.message, error: this.error, status: this.status, cause: [] };
  }
}

export const oauthErrorSchema = z
  .object({ error_description: z.string(), error: z.string(), status: z.number().int(), cause: z.array(z.unknown()) })
  .openapi("OAuthError");

/** The exact text the real token endpoint gives for every grant problem (notes §4). */
export const INVALID_GRANT_DESCRIPTION =
  "Error validating grant. Your authorization code or refresh token may be expired or it was already used";

export const invalidGrant = () => new OAuthError(400, "invalid_grant", INVALID_GRANT_DESCRIPTION);
export const invalidClient = () => new OAuthError(401, "invalid_client", "invalid client_id or client_secret");
export const invalidRequest = (parameter: string) => new OAuthError(400, "invalid_request", `the ${parameter} parameter is required`);
export const unsupportedGrantType = (grantType: string) =>
  new OAuthError(400, "unsupported_grant_type", `the grant_type ${grantType} is not supported`);
