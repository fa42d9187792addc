"use client";

import { useTranslations } from "next-intl";
import { ErrorState } from "@/components/patterns/error-state";
import { useErrorText } from "@/components/patterns/explain-error";
import { MAX_RANGE_DAYS } from "@/lib/metrics/range";
import { ApiRequestError } from "@/lib/queries/fetch-json";

/**
 * A failure (or its stored code) in metrics' words, the error table's metrics context (lib/errors/codes.ts):
 * the server's or marketplace's own message ("HTTP 502", a schema error) is English and meant for support.
 */
export function useMetricsErrorText() {
  const errorText = useErrorText("metrics");
  return (error: unknown, retryAfterSeconds?: number | null) =>
    errorText(error, { ...(retryAfterSeconds == null ? {} : { seconds: retryAfterSeconds }), values: { max: MAX_RANGE_DAYS } });
}

/** A query's failure as SeriesError's props: any error counts (a network TypeError, a response failing its schema). */
export function queryErrorProps(error: Error): SeriesErrorProps {
  return error instanceof ApiRequestError
    ? {
        code: error.code,
        detail: error.message,
        status: error.status,
        requestId: error.requestId,
        retryAfterSeconds: error.retryAfterSeconds,
      }
    : { code: "default", detail: error.message };
}

type SeriesErrorProps = { code: string; detail: string; status?: number; requestId?: string; retryAfterSeconds?: number | null };

/**
 * Why numbers are missing, on the shared ErrorState (retry, Retry-After countdown, request id), in
 * metrics' own sentence where it says more than the general one. `text` replaces it when the caller knows
 * better. A rate limit keeps the shared sentence (it counts down), and so does a browser that is offline.
 */
export function SeriesError({
  code,
  detail,
  status,
  requestId,
  text,
  retryAfterSeconds,
  onRetry,
}: SeriesErrorProps & { text?: string; onRetry?: () => void }) {
  const t = useTranslations("metrics.errors");
  const errorText = useMetricsErrorText();
  const error = new ApiRequestError(status ?? 0, code, detail, requestId, retryAfterSeconds ?? undefined);
  return (
    <ErrorState
      error={error}
      title={t("title")}
      text={text ?? (code === "rate_limited" || code === "network" ? undefined : errorText(error))}
      onRetry={onRetry}
    />
  );
}
