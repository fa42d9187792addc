import { Agent, request as send } from "undici";
import type { z } from "zod";
import { errorFromResponse, MarketplaceError } from "./errors";
import { createGovernor, type AttemptOutcome, type Governor } from "./governor";
import { readingCall } from "./lenient";

export interface HttpOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Extra attempts for idempotent GETs on 429, 5xx and network errors. */
  retries?: number;
  /** Base delay of the exponential backoff (full jitter). */
  backoffMs?: number;
  /** The request governor every attempt passes (one per process, with the client: server.ts). */
  governor?: Governor;
  /** How long a call keeps retrying 429s, counted from its first one. */
  rateLimitDeadlineMs?: number;
}

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  token?: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body, or URLSearchParams for form-encoded bodies (OAuth). */
  body?: unknown;
  /** Extra request headers (e.g. the shipments resource's `x-format-new`). */
  headers?: Record<string, string>;
  schema: z.ZodType<T>;
  /** The seller the call is made for (createSellerClient sets it): its own lane in the governor. */
  sellerId?: number;
}

export type Http = <T>(path: string, options: RequestOptions<T>) => Promise<T>;

const RETRYABLE = new Set([500, 502, 503, 504]);
/** The governor's lane every call passes: the marketplace's limits are mainly per application (notes §5). */
const APPLICATION_LANE = "application";

/**
 * The one place that talks HTTP to the marketplace: base URL, timeout, the request governor, retries
 * with backoff and jitter (GETs only: a retried POST could answer a question twice), lenient error
 * parsing, and zod parsing of the answer (lenient shapes: the real API adds fields freely). A 429 is
 * the governor's: it paces the call and retries it until served or past `rateLimitDeadlineMs`, writes
 * included, because a 429 means the marketplace did not process the request. undici's `request`, not
 * `fetch`: opening one sale makes four calls, and fetch's WHATWG layer (Request, Response, streams, an
 * AbortSignal per call) cost about as much CPU as the rest of the request. The timeouts live on the
 * connection pool.
 */
export function createHttp({
  baseUrl,
  timeoutMs,
  retries = 2,
  backoffMs = 150,
  governor = createGovernor(),
  rateLimitDeadlineMs = 60_000,
}: HttpOptions): Http {
  const dispatcher = new Agent({ connect: { timeout: timeoutMs }, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  return async function request<T>(
    path: string,
    { method = "GET", token, query, body, headers: extra, schema, sellerId }: RequestOptions<T>,
  ) {
    const url = new URL(baseUrl.replace(/\/$/, "") + path);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...extra, accept: "application/json" };
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (body instanceof URLSearchParams) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      payload = body.toString();
    } else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const lanes = sellerId === undefined ? [APPLICATION_LANE] : [APPLICATION_LANE, `seller:${sellerId}`];
    const sendOnce = async (): Promise<AttemptOutcome<T>> => {
      const res = await send(url, { method, headers, body: payload, dispatcher });
      const text = await res.body.text();
      if (res.statusCode >= 200 && res.statusCode < 300)
        return { value: readingCall({ call: `${method} ${path}`, sellerId }, () => parseBody(text, schema, path)) };
      const failure = errorFromResponse(res.statusCode, text, headerOf(res.headers["retry-after"]));
      if (res.statusCode === 429) return { limited: true, retryAfterSeconds: failure.retryAfterSeconds, error: failure };
      throw failure;
    };
    const attempts = method === "GET" ? retries + 1 : 1;
    for (let attempt = 1; ; attempt++) {
      let failure: MarketplaceError;
      try {
        const outcome = await governor.run(lanes, sendOnce, rateLimitDeadlineMs);
        if ("value" in outcome) return outcome.value;
        throw outcome.error; // 429s past the deadline: the governor has retried them already
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
    throw new MarketplaceError(
      "upstream_error",
      502,
      `The marketplace answered ${path} in an unexpected shape`,
      undefined,
      parsed.error.issues.slice(0, 5),
    );
  }
  return parsed.data;
}

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** undici's timeouts (connect, headers, body) and fetch's (TimeoutError, AbortError) alike. */
const TIMEOUTS = new Set(["TimeoutError", "AbortError", "UND_ERR_CONNECT_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT"]);

export function networkFailure(error: unknown): MarketplaceError {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (TIMEOUTS.has(name ?? "") || TIMEOUTS.has(code ?? "")) {
    return new MarketplaceError("upstream_timeout", 0, "The marketplace did not answer in time");
  }
  return new MarketplaceError("upstream_unreachable", 0, "The marketplace cannot be reached");
}
