import type { z } from "zod";
import { apiErrorSchema } from "../schemas/api-error";

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
export async function fetchJson<T>(url: string, schema: z.ZodType<T>, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers: { accept: "application/json", ...init?.headers } });
  } catch {
    throw new ApiRequestError(0, "network", "You appear to be offline.");
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const envelope = apiErrorSchema.safeParse(body);
    const retryAfter = parseRetryAfter(res.headers.get("retry-after"));
    if (envelope.success) throw new ApiRequestError(res.status, envelope.data.error.code, envelope.data.error.message, envelope.data.error.requestId, retryAfter);
    throw new ApiRequestError(res.status, "default", `HTTP ${res.status}`);
  }
  return schema.parse(body);
}

/** Retry-After is either seconds or an HTTP date; either way, whole seconds from now (never negative). */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
