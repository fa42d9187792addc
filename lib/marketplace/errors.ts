/** Why a marketplace call failed, in terms the route layer can map to our error envelope. */
export type MarketplaceFailure =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "unprocessable"
  | "rate_limited"
  | "upstream_error"
  | "upstream_unreachable"
  | "upstream_timeout"
  | "reauth_required";

const BRAND = Symbol.for("mostrador.MarketplaceError");

export class MarketplaceError extends Error {
  /**
   * Next bundles instrumentation.ts and the route handlers as separate module graphs, so this file can
   * be loaded twice in one process, while the HTTP client is one per process (globalThis) and built by
   * whichever graph came first. `instanceof` therefore checks a process-wide brand, not class identity:
   * otherwise an upstream 400 thrown by one copy is "not a MarketplaceError" to the other (a bulk run's
   * refusals ended up as internal failures, and a 401 would never refresh the token).
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }

  readonly [BRAND] = true;

  constructor(
    readonly kind: MarketplaceFailure,
    /** HTTP status from upstream (0 when no answer came). */
    readonly status: number,
    message: string,
    /** The upstream's own machine code (`error` field), e.g. not_unanswered_question. */
    readonly upstreamCode?: string,
    readonly cause?: unknown,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "MarketplaceError";
  }
}

const KIND_BY_STATUS: Record<number, MarketplaceFailure> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  422: "unprocessable",
  429: "rate_limited",
};

/**
 * Reads an upstream error leniently: the real API answers JSON envelopes, OAuth-style bodies
 * (`error_description`), or plain text (e.g. a proxy's `local_rate_limited`).
 */
export function errorFromResponse(status: number, bodyText: string, retryAfter: string | null): MarketplaceError {
  let code: string | undefined;
  let message = bodyText.trim().slice(0, 300) || `HTTP ${status}`;
  let cause: unknown;
  try {
    const body = JSON.parse(bodyText) as Record<string, unknown>;
    code = typeof body.error === "string" ? body.error : typeof body.code === "string" ? body.code : undefined;
    const text = body.message ?? body.error_description;
    if (typeof text === "string" && text) message = text;
    cause = body.cause;
  } catch {
    if (/^[a-z_]+$/.test(message)) code = message;
  }
  const kind = KIND_BY_STATUS[status] ?? (status >= 500 ? "upstream_error" : "bad_request");
  const seconds = retryAfter ? Number.parseInt(retryAfter, 10) : Number.NaN;
  return new MarketplaceError(kind, status, message, code, cause, Number.isFinite(seconds) ? seconds : undefined);
}
