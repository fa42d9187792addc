import { ApiRequestError } from "@/lib/queries/fetch-json";

/** Maps our API's error codes to the inbox messages a seller can act on (keys under inbox.errors). */
export function errorKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return "default";
  const { code, status } = error;
  if (code === "already_answered") return "alreadyAnswered";
  if (code === "answered_meanwhile") return "answeredMeanwhile";
  if (code === "not_answerable") return "notAnswerable";
  if (code === "answer_in_progress") return "answerInProgress";
  if (code === "answer_not_sent") return "answerNotSent";
  if (/block|blacklist/i.test(code)) return "askerBlocked";
  if (/deleted|not_found|gone/i.test(code) || status === 404 || status === 410) return "deleted";
  if (code === "reauth_required" || code === "unauthenticated") return "reconnect";
  if (code === "rate_limited") return retryAfterSeconds(error) ? "rateLimitedWait" : "rateLimited";
  if (code === "forbidden" || status === 403) return "forbidden";
  if (code === "network" || code.startsWith("upstream") || status >= 500) return "unreachable";
  return "default";
}

/** The existing answer a 409 carries in error.details (a question or its answer, whichever it sends). */
export function existingAnswer(error: unknown): string | null {
  const details = (error as { details?: unknown } | null)?.details as { answer?: { text?: unknown } | string; text?: unknown } | undefined;
  if (!details) return null;
  if (typeof details.answer === "string") return details.answer;
  if (typeof details.answer?.text === "string") return details.answer.text;
  return typeof details.text === "string" ? details.text : null;
}

/** Seconds the marketplace asked us to wait (429), when it said. */
export function retryAfterSeconds(error: unknown): number | null {
  const details = (error as { details?: unknown } | null)?.details as { retryAfterSeconds?: unknown } | undefined;
  return typeof details?.retryAfterSeconds === "number" ? details.retryAfterSeconds : null;
}
