import { ERROR_CODES, type ErrorCode } from "./codes";

/** Codes a route can answer with (`network` is the browser's own). */
export type ServerErrorCode = Exclude<ErrorCode, "network">;

export interface AppErrorOptions {
  /**
   * The code the envelope carries instead of `code`: a refusal's own code, relayed (the marketplace's, or a
   * plan's). The status stays the one the table gives `code`.
   */
  relayCode?: string;
  /** Sent as Retry-After. */
  retryAfterSeconds?: number;
}

const BRAND = Symbol.for("mostrador.AppError");

/**
 * A failure the app explains: its code picks the HTTP status and the reader's words from the one table
 * (lib/errors/codes.ts); the message is English for logs, support and API clients, never shown in a page.
 * Free of Next imports so domain code throws it and is tested alone; lib/api turns it into the envelope.
 */
export class AppError extends Error {
  /** By brand, not class identity: Next can load this module in more than one bundle (see MarketplaceError). */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }

  readonly [BRAND] = true;
  readonly status: number;
  readonly relayCode?: string;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ServerErrorCode,
    message?: string,
    readonly details?: unknown,
    options: AppErrorOptions = {},
  ) {
    super(message ?? code.replaceAll("_", " "));
    this.name = "AppError";
    this.status = ERROR_CODES[code].status;
    this.relayCode = options.relayCode;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The code the envelope carries. */
  get wireCode(): string {
    return this.relayCode ?? this.code;
  }
}
