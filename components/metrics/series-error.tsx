"use client";

import { useTranslations } from "next-intl";
import { ErrorState } from "@/components/patterns/error-state";
import { MAX_RANGE_DAYS } from "@/lib/metrics/range";
import { ApiRequestError } from "@/lib/queries/fetch-json";

/** Error codes (ours, the marketplace's, a failed fetch's) → the metrics.errors message that explains them. */
const TEXT_BY_CODE: Record<string, "unreachable" | "upstreamError" | "forbidden" | "reauth" | "unauthenticated" | "invalidRange"> = {
  network: "unreachable",
  upstream_unreachable: "unreachable",
  upstream_timeout: "unreachable",
  upstream_error: "upstreamError",
  forbidden: "forbidden",
  PA_UNAUTHORIZED_RESULT_FROM_POLICIES: "forbidden",
  reauth_required: "reauth",
  unauthenticated: "unauthenticated",
  invalid_range: "invalidRange",
  range_too_long: "invalidRange",
};

/**
 * A failure in the reader's words, chosen by its code: the server's or marketplace's own message ("HTTP
 * 502", a schema error) is English and meant for support, so it is never the sentence shown.
 */
export function useErrorText() {
  const t = useTranslations("metrics.errors");
  return (code: string, retryAfterSeconds?: number | null) => {
    if (code === "rate_limited") return retryAfterSeconds ? t("rateLimited", { seconds: retryAfterSeconds }) : t("rateLimitedNoWait");
    const key = TEXT_BY_CODE[code];
    if (key === "invalidRange") return t(key, { max: MAX_RANGE_DAYS });
    return key ? t(key) : t("generic");
  };
}

/** A query's failure as SeriesError's props: any error counts (a network TypeError, a response failing its schema). */
export function queryErrorProps(error: Error): SeriesErrorProps {
  return error instanceof ApiRequestError
    ? { code: error.code, detail: error.message, status: error.status, requestId: error.requestId, retryAfterSeconds: error.retryAfterSeconds }
    : { code: "default", detail: error.message };
}

type SeriesErrorProps = { code: string; detail: string; status?: number; requestId?: string; retryAfterSeconds?: number | null };

/**
 * Why numbers are missing, on the shared ErrorState (retry, Retry-After countdown, request id), in
 * metrics' own sentence where it says more than the general one. `text` replaces it when the caller knows
 * better. A rate limit keeps the shared sentence (it counts down), and so does a browser that is offline.
 */
export function SeriesError({ code, detail, status, requestId, text, retryAfterSeconds, onRetry }: SeriesErrorProps & { text?: string; onRetry?: () => void }) {
  const t = useTranslations("metrics.errors");
  const errorText = useErrorText();
  const error = new ApiRequestError(status ?? 0, code, detail, requestId, retryAfterSeconds ?? undefined);
  return <ErrorState error={error} title={t("title")} text={text ?? (code === "rate_limited" || code === "network" ? undefined : errorText(code))} onRetry={onRetry} />;
}
