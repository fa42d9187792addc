import "server-only";
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { MarketplaceError } from "../marketplace/errors";
import type { ApiErrorBody } from "../schemas/api-error";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function errorResponse(status: number, code: string, message: string, requestId: string, details?: unknown, headers?: HeadersInit) {
  const body: ApiErrorBody = { error: { code, message, ...(details === undefined ? {} : { details }), requestId } };
  return NextResponse.json(body, { status, headers: { "x-request-id": requestId, ...headers } });
}

/** Upstream statuses whose meaning the browser needs as they are. */
const RELAYED = new Set([400, 403, 404, 409, 422, 429]);

/** Every failure becomes the one envelope; surprises are logged in full and answered generically. */
export function toErrorResponse(error: unknown, requestId: string): NextResponse {
  if (error instanceof ApiError) return errorResponse(error.status, error.code, error.message, requestId, error.details);
  if (error instanceof ZodError) return errorResponse(400, "invalid_input", "The request is not valid.", requestId, error.issues);
  if (error instanceof MarketplaceError) {
    if (error.kind === "reauth_required") return errorResponse(401, "reauth_required", error.message, requestId);
    if (error.status === 429) {
      // One code whatever the marketplace called it, with the wait, so every page can say how long.
      const seconds = error.retryAfterSeconds;
      const headers = seconds ? { "retry-after": String(seconds) } : undefined;
      const details = { retryAfterSeconds: seconds ?? null, upstreamCode: error.upstreamCode ?? null };
      return errorResponse(429, "rate_limited", "The marketplace is limiting requests; wait and try again.", requestId, details, headers);
    }
    if (RELAYED.has(error.status)) {
      const retry = error.retryAfterSeconds ? { "retry-after": String(error.retryAfterSeconds) } : undefined;
      return errorResponse(error.status, error.upstreamCode ?? error.kind, error.message, requestId, error.cause, retry);
    }
    if (error.kind === "upstream_timeout") return errorResponse(504, "upstream_timeout", "The marketplace did not answer in time.", requestId);
    if (error.kind === "upstream_unreachable") return errorResponse(502, "upstream_unreachable", "The marketplace cannot be reached right now.", requestId);
    console.error(`[api ${requestId}] marketplace error ${error.status}: ${error.message}`);
    return errorResponse(502, "upstream_error", "The marketplace failed to answer. Try again shortly.", requestId);
  }
  console.error(`[api ${requestId}] unexpected error`, error);
  return errorResponse(500, "internal_error", "Something went wrong on our side.", requestId);
}
