import { Agent, request as send } from "undici";
import type { z } from "zod";
import { readBytesAnswer } from "./bytes-answer";
import { errorFromResponse, MarketplaceError } from "./errors";
import { createGovernor, type AttemptOutcome, type Governor } from "./governor";
import { readingCall } from "./lenient";
import { MultipartFile } from "./multipart";

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
  /** JSON body, URLSearchParams for form-encoded bodies (OAuth), or a MultipartFile (claim attachments). */
  body?: unknown;
  /** Extra request headers (e.g. the shipments resource's `x-format-new`). */
  headers?: Record<string, string>;
  schema: z.ZodType<T>;
  /** The seller the call is made for (createSellerClient sets it): its own lane in the governor. */
  sellerId?: number;
  /** This call's own limit on retrying 429s (INTERACTIVE_WRITE_DEADLINE_MS for a person's send), else the client's. */
  rateLimitDeadlineMs?: number;
}

/** A call whose answer is a file (a label, the category dump), not JSON: read as bytes, never parsed. */
export interface BytesRequestOptions {
  token?: string;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  sellerId?: number;
  /** The largest answer accepted (after decompression): past it the read stops and fails. */
  maxBytes: number;
  /** A longer wait than the client's for a big file (headers and body each). */
  timeoutMs?: number;
}

export interface BytesAnswer {
  bytes: Buffer;
  headers: Headers;
}

export type HttpBytes = (path: string, options: BytesRequestOptions) => Promise<BytesAnswer>;

export type Http = (<T>(path: string, options: RequestOptions<T>) => Promise<T>) & {
  /** The same way to the marketplace (governor, retries, error mapping) for answers that are files. */
  bytes: HttpBytes;
};

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

  /** Every attempt through the governor; GETs retried on 5xx and network errors with backoff and jitter. */
  const governed = async <T>(
    method: string,
    lanes: string[],
    sendOnce: () => Promise<AttemptOutcome<T>>,
    deadlineMs = rateLimitDeadlineMs,
  ): Promise<T> => {
    const attempts = method === "GET" ? retries + 1 : 1;
    for (let attempt = 1; ; attempt++) {
      let failure: MarketplaceError;
      try {
        const outcome = await governor.run(lanes, sendOnce, deadlineMs);
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

  async function request<T>(
    path: string,
    { method = "GET", token, query, body, headers: extra, schema, sellerId, rateLimitDeadlineMs: deadlineMs }: RequestOptions<T>,
  ) {
    const url = urlOf(baseUrl, path, query);
    const headers: Record<string, string> = { ...extra, accept: "application/json" };
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: string | Buffer | undefined;
    if (body instanceof MultipartFile) {
      headers["content-type"] = body.contentTypeHeader;
      payload = body.encode();
    } else if (body instanceof URLSearchParams) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      payload = body.toString();
    } else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const sendOnce = async (): Promise<AttemptOutcome<T>> => {
      const res = await send(url, { method, headers, body: payload, dispatcher });
      const text = await res.body.text();
      if (res.statusCode >= 200 && res.statusCode < 300)
        return { value: readingCall({ call: `${method} ${path}`, sellerId }, () => parseBody(text, schema, path)) };
      return refusal(res.statusCode, text, res.headers["retry-after"]);
    };
    return governed(method, lanesOf(sellerId), sendOnce, deadlineMs);
  }

  const bytes: HttpBytes = (path, { token, query, headers: extra, sellerId, maxBytes, timeoutMs: fileTimeoutMs }) => {
    const url = urlOf(baseUrl, path, query);
    const headers: Record<string, string> = { "accept-encoding": "gzip, deflate", ...extra };
    if (token) headers.authorization = `Bearer ${token}`;
    const timeouts = fileTimeoutMs ? { headersTimeout: fileTimeoutMs, bodyTimeout: fileTimeoutMs } : {};
    const sendOnce = async (): Promise<AttemptOutcome<BytesAnswer>> => {
      const res = await send(url, { method: "GET", headers, dispatcher, ...timeouts });
      if (res.statusCode >= 200 && res.statusCode < 300) return { value: await readBytesAnswer(res, maxBytes, path) };
      return refusal(res.statusCode, await res.body.text(), res.headers["retry-after"]);
    };
    return governed("GET", lanesOf(sellerId), sendOnce);
  };

  return Object.assign(request, { bytes });
}

const urlOf = (baseUrl: string, path: string, query: BytesRequestOptions["query"]) => {
  const url = new URL(baseUrl.replace(/\/$/, "") + path);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return url;
};

const lanesOf = (sellerId: number | undefined) => (sellerId === undefined ? [APPLICATION_LANE] : [APPLICATION_LANE, `seller:${sellerId}`]);

/** A non-2xx answer: a 429 goes back to the governor (it paces and retries), anything else is thrown. */
function refusal(
  status: number,
  text: string,
  retryAfter: string | string[] | undefined,
): { limited: true; retryAfterSeconds?: number; error: Error } {
  const failure = errorFromResponse(status, text, headerOf(retryAfter));
  if (status === 429) return { limited: true, retryAfterSeconds: failure.retryAfterSeconds, error: failure };
  throw failure;
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
