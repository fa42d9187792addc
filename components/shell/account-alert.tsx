"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { useMe } from "@/lib/queries/me";

/** The one place that tells the user their marketplace connection or session needs attention. */
export function AccountAlert() {
  const t = useTranslations();
  const { error, refetch, isFetching } = useMe();
  if (!error) return null;
  const code = error instanceof ApiRequestError ? error.code : "default";

  if (code === "reauth_required" || code === "unauthenticated") {
    return (
      <section role="alert" className="mx-4 mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 md:mx-6">
        <h2 className="font-semibold text-amber-950">{t("reconnect.title")}</h2>
        <p className="mt-1 text-sm text-amber-900">{t("reconnect.body")}</p>
        <button
          type="button"
          onClick={() => void signIn("mercadolibre", { callbackUrl: window.location.pathname })}
          className="mt-3 min-h-11 rounded-lg bg-brand px-4 font-semibold text-brand-ink"
        >
          {t("reconnect.button")}
        </button>
      </section>
    );
  }
  // Unreachable, timing out or failing: useMe keeps retrying on its own, and the banner says so.
  const isRetrying = ["upstream_unreachable", "upstream_timeout", "upstream_error", "network"].includes(code);
  const known = ["upstream_timeout", "upstream_error", "rate_limited", "forbidden"];
  return (
    <section role="alert" className="mx-4 mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 md:mx-6">
      <p className="text-sm text-red-900">{isRetrying ? t("errors.upstream_retrying") : t(`errors.${known.includes(code) ? code : "default"}`)}</p>
      <button type="button" disabled={isFetching} onClick={() => void refetch()} className="min-h-11 rounded-lg border border-red-300 bg-white px-4 text-sm font-medium text-red-900">
        {t("errors.retry")}
      </button>
    </section>
  );
}
