/**
 * The marketplace error envelope: { message, error, status, cause }.
 * Route code throws MarketplaceError; the app's onError turns it into that body.
 */
export class MarketplaceError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly cause: unknown = [],
    /** Extra top-level fields some endpoints add (e.g. OAuth's error_description). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody(): Record<string, unknown> {
    return { message: this.message, error: this.error, status: this.status, cause: this.cause, ...this.extra };
  }
}

export const badRequest = (error: string, message: string, cause: unknown = []) => new MarketplaceError(400, error, message, cause);
export const forbidden = (message: string, error = "forbidden", cause: unknown = []) => new MarketplaceError(403, error, message, cause);
export const notFound = (message: string, error = "not_found", cause: unknown = []) => new MarketplaceError(404, error, message, cause);
/** What the real API answers for a missing, expired or unknown bearer (notes §5). */
export const invalidToken = () => new MarketplaceError(401, "not_found", "invalid_token");
