import { ApiRequestError, readApiError } from "@/lib/queries/fetch-json";

export type ErrorKind = "rate_limited" | "unreachable" | "offline" | "forbidden" | "not_found" | "reconnect" | "generic";
export type ErrorInfo = { kind: ErrorKind; message?: string; requestId?: string; retryAfterSeconds?: number };

/**
 * What an error means to the person looking at it. Reads our thrown ApiRequestError or a raw API error
 * envelope `{ error: { code, message, requestId } }` (plus the status when the caller has it).
 */
export function describeError(error: unknown, status?: number): ErrorInfo {
  if (error instanceof ApiRequestError) return classify(error.status, error.code, error.message, error.requestId, error.retryAfterSeconds);
  const envelope = readApiError(error);
  if (envelope) return classify(status ?? 0, envelope.code, envelope.message, envelope.requestId);
  return { kind: "generic", message: error instanceof Error ? error.message : undefined };
}

function classify(status: number, code: string, message: string, requestId?: string, retryAfterSeconds?: number): ErrorInfo {
  const base = { message, requestId };
  if (status === 429 || code === "rate_limited" || code === "too_many_requests") return { ...base, kind: "rate_limited", retryAfterSeconds };
  // 502/504 and their codes: the marketplace, not Mostrador, is down; say so rather than "something broke".
  if (code === "upstream_unreachable" || code === "upstream_timeout" || code === "upstream_error" || status === 502 || status === 504) return { ...base, kind: "unreachable" };
  // Only a fetch that never reached us is "offline": an envelope read without its status is not.
  if (code === "network") return { ...base, kind: "offline" };
  if (code === "reauth_required") return { ...base, kind: "reconnect" };
  if (status === 403 || code === "forbidden") return { ...base, kind: "forbidden" };
  if (status === 404 || code === "not_found") return { ...base, kind: "not_found" };
  return { ...base, kind: "generic" };
}
