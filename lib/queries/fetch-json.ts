import type { z } from "zod";
import { ACCOUNT_HEADER, urlAccount } from "../accounts/account-param";
import { reportSessionEnded } from "./session-ended";

// The browser's one way to call our /api: JSON in and out, success parsed with the route's schema, every
// non-2xx thrown as an ApiRequestError carrying the error envelope, so every screen explains it the same way.

/**
 * A route's schema, or a loader of it: `() => import("../schemas/x").then((m) => m.xSchema)` keeps zod
 * (about 30 KiB gzip) out of a page's first-load JavaScript; it loads while the request is in flight.
 */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

export function loadSchema<T>(source: SchemaSource<T>): Promise<z.ZodType<T>> {
  return typeof source === "function" ? source() : Promise.resolve(source);
}

/** Our error envelope `{ error: { code, message, requestId, details? } }`, checked by hand (no zod on this path). */
export function readApiError(body: unknown): { code: string; message: string; requestId: string; details?: unknown } | null {
  const error = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
  if (typeof error !== "object" || error === null) return null;
  const { code, message, requestId, details } = error as Record<string, unknown>;
  if (typeof code !== "string" || typeof message !== "string" || typeof requestId !== "string") return null;
  return { code, message, requestId, ...(details === undefined ? {} : { details }) };
}

/** A non-2xx answer from our own /api, carrying the envelope's code for the UI to explain. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId?: string,
    /** From Retry-After on a 429 (or 503): how long the user should wait before trying again. */
    readonly retryAfterSeconds?: number,
    /** The envelope's details: the answer a teammate published meanwhile (409), a refusal's causes (422). */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/**
 * Which seller account a call acts on, sent as the x-mostrador-account header: `account`, which hooks take
 * from useAccount() where the page draws one account's thing (in the all-accounts inbox, the open row's),
 * else the page's own (its URL's `account`: urlAccount), else none (the session's default).
 */
export interface AccountOption {
  account?: string | null;
}

/** GET: the answer parsed with the route's schema. */
export function fetchJson<T>(url: string, source: SchemaSource<T>, options?: AccountOption): Promise<T> {
  return request(url, source, {}, options?.account);
}

/**
 * A write (or a read that needs a body). `source` null: the answer is returned unparsed (a 204 is null).
 * `keepalive` lets a request sent while the page unloads finish.
 */
export function sendJson<T = unknown>(
  url: string,
  source: SchemaSource<T> | null,
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  body?: unknown,
  options?: { keepalive?: boolean } & AccountOption,
): Promise<T> {
  return request(
    url,
    source,
    {
      method,
      ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      ...(options?.keepalive ? { keepalive: true } : {}),
    },
    options?.account,
  );
}

/** A file as the request's body with its own content type (an attachment upload); the answer parsed. */
export function sendFile<T>(url: string, source: SchemaSource<T>, file: Blob, options?: AccountOption): Promise<T> {
  return request(url, source, { method: "POST", headers: { "content-type": file.type }, body: file }, options?.account);
}

async function request<T>(url: string, source: SchemaSource<T> | null, init: RequestInit, account?: string | null): Promise<T> {
  const schema = source ? loadSchema(source) : null;
  schema?.catch(() => undefined); // awaited below only on success
  let res: Response;
  try {
    // eslint-disable-next-line mostrador/no-raw-http -- the browser calling our own /api, never the marketplace
    res = await fetch(url, { ...init, headers: { accept: "application/json", ...accountHeader(account), ...init.headers } });
  } catch {
    throw new ApiRequestError(0, "network", "You appear to be offline.");
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw toApiError(res, body);
  return schema ? (await schema).parse(body) : (body as T);
}

/**
 * GET a file our API serves (a shipping label): its bytes and the name Content-Disposition gives. Failures
 * are the same ApiRequestError as every other call, so a page explains them the same way.
 */
export async function fetchFile(url: string): Promise<{ blob: Blob; filename: string | null }> {
  let res: Response;
  try {
    // eslint-disable-next-line mostrador/no-raw-http -- the browser downloading a file from our own /api
    res = await fetch(url, { headers: accountHeader() });
  } catch {
    throw new ApiRequestError(0, "network", "You appear to be offline.");
  }
  if (!res.ok) throw toApiError(res, await res.json().catch(() => null));
  const filename = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? null;
  return { blob: await res.blob(), filename };
}

function accountHeader(explicit?: string | null): Record<string, string> {
  const account = explicit ?? urlAccount();
  return account ? { [ACCOUNT_HEADER]: account } : {};
}

function toApiError(res: Response, body: unknown): ApiRequestError {
  const envelope = readApiError(body);
  // Kept on every non-2xx: a 429 says how many seconds to wait, with or without an envelope.
  const retryAfter = parseRetryAfter(res.headers.get("retry-after"));
  if (!envelope) return new ApiRequestError(res.status, "default", `HTTP ${res.status}`, undefined, retryAfter);
  // The session is over: the dashboard goes to sign-in (lib/queries/session-ended); the error is still thrown.
  if (res.status === 401 && envelope.code === "unauthenticated") reportSessionEnded();
  return new ApiRequestError(res.status, envelope.code, envelope.message, envelope.requestId, retryAfter, envelope.details);
}

/** Retry-After is either seconds or an HTTP date; either way, whole seconds from now (never negative). */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
