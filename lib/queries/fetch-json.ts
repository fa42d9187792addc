import type { z } from "zod";
import { apiErrorSchema } from "../schemas/api-error";

/** A non-2xx answer from our own /api, carrying the envelope's code for the UI to explain. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId?: string,
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
    if (envelope.success) throw new ApiRequestError(res.status, envelope.data.error.code, envelope.data.error.message, envelope.data.error.requestId);
    throw new ApiRequestError(res.status, "default", `HTTP ${res.status}`);
  }
  return schema.parse(body);
}
