"use client";

import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";

/** Why numbers are missing, in words a seller can act on, with a retry that never spins forever. */
export function SeriesError({ code, message, retryAfterSeconds, onRetry }: { code: string; message?: string; retryAfterSeconds?: number | null; onRetry?: () => void }) {
  const t = useTranslations("metrics.errors");
  const text =
    code === "upstream_unreachable" || code === "upstream_timeout" || code === "network"
      ? t("unreachable")
      : code === "rate_limited"
        ? t("rateLimited", { seconds: retryAfterSeconds ?? 60 })
        : code === "forbidden" || code === "PA_UNAUTHORIZED_RESULT_FROM_POLICIES"
          ? t("forbidden")
          : code === "reauth_required"
            ? t("reauth")
            : (message ?? t("generic"));
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{t("title")}</p>
      <p>{text}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-red-300 bg-white px-3 font-medium hover:bg-red-100">
          <RefreshCw aria-hidden className="size-4" /> {t("retry")}
        </button>
      )}
    </div>
  );
}
