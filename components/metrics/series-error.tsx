"use client";

import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
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
export function queryErrorProps(error: Error): { code: string; detail: string; retryAfterSeconds?: number } {
  return error instanceof ApiRequestError ? { code: error.code, detail: error.message, retryAfterSeconds: error.retryAfterSeconds } : { code: "default", detail: error.message };
}

/**
 * Why numbers are missing, in words a seller can act on, with a retry that never spins forever. `detail`
 * (the raw message) is only a tooltip; `text` replaces the code's sentence when the caller knows better.
 */
export function SeriesError({ code, detail, text, retryAfterSeconds, onRetry }: { code: string; detail?: string; text?: string; retryAfterSeconds?: number | null; onRetry?: () => void }) {
  const t = useTranslations("metrics.errors");
  const errorText = useErrorText();
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{t("title")}</p>
      <p title={detail}>{text ?? errorText(code, retryAfterSeconds)}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-red-300 bg-white px-3 font-medium hover:bg-red-100">
          <RefreshCw aria-hidden className="size-4" /> {t("retry")}
        </button>
      )}
    </div>
  );
}
