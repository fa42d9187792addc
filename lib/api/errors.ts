import "server-only";
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { AppError, type ServerErrorCode } from "../errors/app-error";
import { ERROR_CODES, type ErrorEntry } from "../errors/codes";
import { MarketplaceError } from "../marketplace/errors";
import type { ApiErrorBody } from "../schemas/api-error";
import { logger } from "../log";

const log = logger("api");

/** Marketplace refusals whose meaning the browser needs as they are: the table's `relay` codes, by status. */
const RELAYED = new Map<number, ServerErrorCode>();
for (const [code, entry] of Object.entries(ERROR_CODES) as Array<[ServerErrorCode, ErrorEntry]>)
  if (entry.relay) RELAYED.set(entry.status, code);

/** A marketplace failure as our error: its status and code come from the table like any other. */
export function fromMarketplace(error: MarketplaceError): AppError {
  if (error.kind === "reauth_required") return new AppError("reauth_required", error.message);
  const retryAfterSeconds = error.retryAfterSeconds || undefined;
  if (error.status === 429) {
    // One code whatever the marketplace called it, with the wait, so every page can say how long.
    const details = { retryAfterSeconds: error.retryAfterSeconds ?? null, upstreamCode: error.upstreamCode ?? null };
    return new AppError("rate_limited", "The marketplace is limiting requests; wait and try again.", details, { retryAfterSeconds });
  }
  const relayed = RELAYED.get(error.status);
  if (relayed) return new AppError(relayed, error.message, error.cause, { relayCode: error.upstreamCode ?? error.kind, retryAfterSeconds });
  if (error.kind === "upstream_timeout") return new AppError("upstream_timeout", "The marketplace did not answer in time.");
  if (error.kind === "upstream_unreachable") return new AppError("upstream_unreachable", "The marketplace cannot be reached right now.");
  return new AppError("upstream_error", "The marketplace failed to answer. Try again shortly.");
}

/** The marketplace (or the way to it) failed to answer: the table's `outage` codes, not a refusal. */
export function isMarketplaceOutage(error: unknown): boolean {
  if (!(error instanceof MarketplaceError)) return false;
  const entry: ErrorEntry = ERROR_CODES[fromMarketplace(error).code as keyof typeof ERROR_CODES];
  return entry?.outage === true;
}

/**
 * Every failure becomes the one envelope `{ error: { code, message, details?, requestId } }`, its status
 * from the table (lib/errors/codes.ts); surprises are logged in full and answered generically.
 */
export function toErrorResponse(error: unknown, requestId: string): NextResponse {
  if (error instanceof AppError) return envelope(error, requestId);
  if (error instanceof ZodError) return envelope(new AppError("invalid_input", "The request is not valid.", error.issues), requestId);
  if (error instanceof MarketplaceError) {
    const mapped = fromMarketplace(error);
    if (mapped.code === "upstream_error")
      log.error({ requestId, status: error.status }, `marketplace error ${error.status}: ${error.message}`);
    return envelope(mapped, requestId);
  }
  log.error({ err: error, requestId }, "unexpected error");
  return envelope(new AppError("internal_error", "Something went wrong on our side."), requestId);
}

function envelope(error: AppError, requestId: string): NextResponse {
  const { details } = error;
  const body: ApiErrorBody = {
    error: { code: error.wireCode, message: error.message, ...(details === undefined ? {} : { details }), requestId },
  };
  const headers: Record<string, string> = { "x-request-id": requestId, "cache-control": "no-store" };
  if (error.retryAfterSeconds) headers["retry-after"] = String(error.retryAfterSeconds);
  // A body refused for its size was left unread on the wire (readBodyText stops at the cap): on a kept-alive
  // connection the client's next request would queue behind the rest of it, so this connection ends here
  // (Node honours the header, under scripts/serve.mjs and plain `next start` alike).
  if (error.code === "body_too_large") headers.connection = "close";
  return NextResponse.json(body, { status: error.status, headers });
}
