import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { CONTEXT_GENERIC_KEYS, GENERIC_KEY, errorEntry, type ErrorContext, type ErrorEntry, type ErrorWording } from "@/lib/errors/codes";
import { readApiError } from "@/lib/queries/fetch-json";

/** A failure as the page tells it: the table's code, the translation key that words it, and what else the page needs. */
export interface ExplainedError {
  /** The table's code it was read as (by its own code, else by its status); an unknown code as it came. */
  code: string;
  /** A full translation key; its values are in `values`. */
  key: string;
  values: { seconds: number; code: string };
  status: number;
  requestId?: string;
  /** From Retry-After, or the 429 envelope's details. */
  retryAfterSeconds?: number;
  details?: unknown;
  /** The marketplace or the network is down: nothing is wrong here, and the same request may work later. */
  isOutage: boolean;
}

export interface ExplainOptions {
  /** The HTTP status, when `error` is a bare envelope read without it. */
  status?: number;
  /** Seconds still to wait, when the page counts Retry-After down (0: the wait is over). */
  seconds?: number;
}

/** What a status says when the code does not (a marketplace code relayed as it is, a proxy's page). */
function codeOfStatus(status: number): string | null {
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 429) return "rate_limited";
  if (status === 500) return "internal_error";
  if (status === 504) return "upstream_timeout";
  return status > 500 ? "upstream_error" : null;
}

type Facts = { code: string; status: number; requestId?: string; retryAfterSeconds?: number; details?: unknown };

/** Reads what the fetcher threw (ApiRequestError), a bare envelope `{ error: { code, … } }`, or a stored code. */
function factsOf(error: unknown, status = 0): Facts {
  if (typeof error === "string") return { code: error, status };
  if (
    error instanceof Error &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { status?: unknown }).status === "number"
  ) {
    const e = error as Error & Facts;
    return { code: e.code, status: e.status, requestId: e.requestId, retryAfterSeconds: e.retryAfterSeconds, details: e.details };
  }
  const envelope = readApiError(error);
  if (envelope) return { code: envelope.code, status, requestId: envelope.requestId, details: envelope.details };
  return { code: "default", status };
}

function wordingIn(entry: ErrorEntry, context: ErrorContext | undefined): ErrorWording {
  const own = context ? entry.in?.[context] : undefined;
  if (own === undefined) return entry;
  return typeof own === "string" ? { messageKey: own } : own;
}

/**
 * The one reading of a failure in the browser: the server's code → the error table (lib/errors/codes.ts)
 * → its message key, in the feature's own words where it has them; a code the table does not know is read
 * by its status, and otherwise gets the generic text. The server's English message is never the text.
 */
export function explainError(error: unknown, context?: ErrorContext, options: ExplainOptions = {}): ExplainedError {
  const facts = factsOf(error, options.status);
  const waitInDetails = (facts.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  const retryAfterSeconds = facts.retryAfterSeconds ?? (typeof waitInDetails === "number" ? waitInDetails : undefined);
  const code = errorEntry(facts.code) ? facts.code : (codeOfStatus(facts.status) ?? facts.code);
  const entry = errorEntry(code);
  const wording = entry ? wordingIn(entry, context) : { messageKey: GENERIC_KEY };
  const seconds = options.seconds ?? retryAfterSeconds ?? 0;
  let key = seconds > 0 && wording.waitKey ? wording.waitKey : wording.messageKey;
  if (key === GENERIC_KEY && context) key = CONTEXT_GENERIC_KEYS[context];
  return {
    code,
    key,
    values: { seconds, code: facts.code },
    status: facts.status,
    requestId: facts.requestId,
    retryAfterSeconds,
    details: facts.details,
    isOutage: entry?.outage === true,
  };
}

/**
 * `explainError` as the sentence to show, in the page's language. `values` adds what a feature's words
 * need beyond `{seconds}` and `{code}` (metrics' `{max}`, the join form's `{min}`).
 */
export function useErrorText(context?: ErrorContext) {
  const t = useTranslations();
  return useCallback(
    (error: unknown, options: ExplainOptions & { values?: Record<string, string | number> } = {}) => {
      const explained = explainError(error, context, options);
      return t(explained.key, { ...explained.values, ...options.values });
    },
    [t, context],
  );
}
