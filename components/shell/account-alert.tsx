"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { useCountdown } from "@/components/patterns/use-countdown";
import { Button } from "@/components/ui/button";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { useMe } from "@/lib/queries/me";

/** The one place that tells the user their marketplace connection or session needs attention. */
export function AccountAlert() {
  const t = useTranslations();
  const { error, refetch, isFetching, errorUpdatedAt } = useMe();
  if (!error) return null;
  const code = error instanceof ApiRequestError ? error.code : "default";

  if (code === "reauth_required" || code === "unauthenticated") {
    return (
      <Alert
        tone="warning"
        title={t("reconnect.title")}
        className="mx-4 mt-4 md:mx-6"
        action={
          <Button variant="brand" onClick={() => void import("next-auth/react").then(({ signIn }) => signIn("mercadolibre", { callbackUrl: window.location.pathname }))}>
            {t("reconnect.button")}
          </Button>
        }
      >
        {t("reconnect.body")}
      </Alert>
    );
  }
  // Keyed by the failure: a new 429 with the same Retry-After starts its countdown again.
  return <UpstreamAlert key={errorUpdatedAt} error={error} code={code} isFetching={isFetching} onRetry={() => void refetch()} />;
}

function UpstreamAlert({ error, code, isFetching, onRetry }: { error: Error; code: string; isFetching: boolean; onRetry: () => void }) {
  const t = useTranslations();
  // The marketplace's rate limit says how long to wait: count it down, and keep Retry off meanwhile.
  const wait = useCountdown(code === "rate_limited" && error instanceof ApiRequestError ? error.retryAfterSeconds : undefined);
  // Unreachable, timing out or failing: useMe keeps retrying on its own, and the banner says so.
  const isRetrying = ["upstream_unreachable", "upstream_timeout", "upstream_error", "network"].includes(code);
  const known = ["upstream_timeout", "upstream_error", "forbidden"];
  return (
    <Alert
      // Waiting (down, slow, rate-limited) is a warning; anything else is an error.
      tone={isRetrying || code === "rate_limited" ? "warning" : "danger"}
      className="mx-4 mt-4 md:mx-6"
      action={
        <Button variant="secondary" loading={isFetching} disabled={wait > 0} onClick={onRetry}>
          {t("errors.retry")}
        </Button>
      }
    >
      {isRetrying
        ? t("errors.upstream_retrying")
        : code === "rate_limited"
          ? wait > 0
            ? t("ui.error.rateLimitedWait", { seconds: wait })
            : t("errors.rate_limited")
          : t(`errors.${known.includes(code) ? code : "default"}`)}
    </Alert>
  );
}
