"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
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
  // Unreachable, timing out or failing: useMe keeps retrying on its own, and the banner says so.
  const isRetrying = ["upstream_unreachable", "upstream_timeout", "upstream_error", "network"].includes(code);
  const known = ["upstream_timeout", "upstream_error", "rate_limited", "forbidden"];
  return (
    <Alert
      tone={code === "upstream_unreachable" || code === "upstream_timeout" ? "warning" : "danger"}
      className="mx-4 mt-4 md:mx-6"
      action={
        <Button variant="secondary" loading={isFetching} onClick={() => void refetch()}>
          {t("errors.retry")}
        </Button>
      }
    >
      {isRetrying
        ? t("errors.upstream_retrying")
        : code === "rate_limited" && error instanceof ApiRequestError && error.retryAfterSeconds
          ? t("ui.error.rateLimitedWait", { seconds: error.retryAfterSeconds })
          : t(`errors.${known.includes(code) ? code : "default"}`)}
    </Alert>
  );
}
