import type { z } from "zod";
import { errorFromResponse, MarketplaceError } from "./errors";

export interface HttpOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Extra attempts for idempotent GETs on 429, 5xx and network errors. */
  retries?: number;
  /** Base delay of the exponential backoff (full jitter). */
  backoffMs?: number;
  fetchImpl?: typeof fetch;
}

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  token?: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body, or URLSearchParams for form-encoded bodies (OAuth). */
  body?: unknown;
  schema: z.ZodType<T>;
}

export type Http = <T>(path: string, options: RequestOptions<T>) => Promise<T>;

const RETRYABLE = new Set([429, 500, 502, 503, 504]);

/**
 * The one place that talks HTTP to the marketplace: base URL, timeout, retries with backoff and jitter
 * (GETs only: a retried POST could answer a question twice), lenient error parsing, and zod parsing of
 * the answer (lenient shapes: the real API adds fields freely).
 */
export function createHttp({ baseUrl, timeoutMs, retries = 2, backoffMs = 150, fetchImpl = fetch }: HttpOptions): Http {
  return async function request<T>(path: string, { method = "GET", token, query, body, schema }: RequestOptions<T>) {
    const url = new URL(baseUrl.replace(/\/$/, "") + path);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { accept: "application/json" };
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (body instanceof URLSearchParams) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      payload = body.toString();
    } else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const attempts = method === "GET" ? retries + 1 : 1;
    for (let attempt = 1; ; attempt++) {
      let failure: MarketplaceError;
      try {
        const res = await fetchImpl(url, { method, headers, body: payload, signal: AbortSignal.timeout(timeoutMs) });
        const text = await res.text();
        if (res.ok) return parseBody(text, schema, path);
        failure = errorFromResponse(res.status, text, res.headers.get("retry-after"));
        if (!RETRYABLE.has(res.status)) throw failure;
      } catch (error) {
        if (error instanceof MarketplaceError && !RETRYABLE.has(error.status)) throw error;
        failure = error instanceof MarketplaceError ? error : networkFailure(error);
      }
      if (attempt >= attempts) throw failure;
      const wait = failure.retryAfterSeconds ? failure.retryAfterSeconds * 1000 : Math.random() * backoffMs * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 5_000)));
    }
  };
}

function parseBody<T>(text: string, schema: z.ZodType<T>, path: string): T {
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    throw new MarketplaceError("upstream_error", 502, `The marketplace sent an unreadable answer for ${path}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new MarketplaceError("upstream_error", 502, `The marketplace answered ${path} in an unexpected shape`, undefined, parsed.error.issues.slice(0, 5));
  }
  return parsed.data;
}

export function networkFailure(error: unknown): MarketplaceError {
  const name = (error as Error)?.name;
  if (name === "TimeoutError" || name === "AbortError") {
    return new MarketplaceError("upstream_timeout", 0, "The marketplace did not answer in time");
  }
  return new MarketplaceError("upstream_unreachable", 0, "The marketplace cannot be reached");
}
