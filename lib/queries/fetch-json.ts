import type { z } from "zod";

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
  ) {
    super(message);
  }
}

/** Browser-side fetch of /api/*: parses success with the route's schema and errors with the envelope. */
export async function fetchJson<T>(url: string, source: SchemaSource<T>, init?: RequestInit): Promise<T> {
  const schema = loadSchema(source);
  schema.catch(() => undefined); // awaited below only on success
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers: { accept: "application/json", ...init?.headers } });
  } catch {
    throw new ApiRequestError(0, "network", "You appear to be offline.");
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const envelope = readApiError(body);
    const retryAfter = parseRetryAfter(res.headers.get("retry-after"));
    if (envelope) throw new ApiRequestError(res.status, envelope.code, envelope.message, envelope.requestId, retryAfter);
    throw new ApiRequestError(res.status, "default", `HTTP ${res.status}`);
  }
  return (await schema).parse(body);
}

/** Retry-After is either seconds or an HTTP date; either way, whole seconds from now (never negative). */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
