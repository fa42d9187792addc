import { ApiRequestError } from "@/lib/queries/fetch-json";

/** Our API's codes (lib/sales/guide-errors.ts and the generic ones) → keys under sales.errors. */
const BY_CODE: Record<string, string> = {
  excepted_case: "exceptedCase",
  text_invalid: "textInvalid",
  cap_exhausted: "capExhausted",
  option_invalid: "optionInvalid",
  sale_locked: "saleLocked",
  conversation_blocked: "conversationBlocked",
  pack_forbidden: "packForbidden",
  template_invalid: "templateInvalid",
  vars_invalid: "varsInvalid",
  delivery_date_in_past: "deliveryDateInPast",
  reason_required: "reasonRequired",
  sale_not_found: "saleNotFound",
  send_in_progress: "sendInProgress",
  invalid_input: "invalidInput",
  rate_limited: "rateLimited",
  reauth_required: "reconnect",
  unauthenticated: "reconnect",
  upstream_timeout: "timeout",
  // Marketplace failure kinds a bulk run stores as a row's code (lib/sales/invoice-run.ts).
  upstream_error: "unreachable",
  upstream_unreachable: "unreachable",
  forbidden: "forbidden",
};

/** The key for a stored error code (the audit trail keeps codes, not errors). */
export const errorKeyOfCode = (code: string | null): string => (code && BY_CODE[code]) || "default";

export function sendErrorKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return "default";
  if (BY_CODE[error.code]) return BY_CODE[error.code]!;
  if (error.status === 429) return "rateLimited";
  if (error.status === 403) return "forbidden";
  if (error.code === "network" || error.code.startsWith("upstream") || error.status >= 500) return "unreachable";
  return "default";
}
