"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { useCountdown } from "@/components/patterns/use-countdown";
import { Button } from "@/components/ui/button";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { useMe } from "@/lib/queries/me";

// Unreachable, timing out or failing: useMe keeps retrying on its own, and the banner says so.
const RETRYING_CODES = ["upstream_unreachable", "upstream_timeout", "upstream_error", "network"];

/**
 * Whether the banner above the page is saying that the marketplace is down (and that it keeps retrying),
 * and its retry: a page's own notice about the same outage can then be one line instead of a second box.
 */
export function useAccountAlertOutage(): { isDown: boolean; retry: () => void } {
  const { error, refetch } = useMe({ refetchOnMount: false });
  const isDown = error instanceof ApiRequestError && RETRYING_CODES.includes(error.code);
  return { isDown, retry: () => void refetch() };
}

/**
 * For a page's part that failed in the same outage and leaves its retry to the banner (one cause, one
 * "Try again" on screen): runs `onBack` when the banner's outage ends, whether by its retry or by its own
 * automatic checks, so that part comes back with it. Returns whether the banner is saying the outage.
 */
export function useRetryWithAccountAlert(onBack: () => void): boolean {
  const { isDown } = useAccountAlertOutage();
  const wasDown = useRef(isDown);
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  useEffect(() => {
    if (wasDown.current && !isDown) latest.current();
    wasDown.current = isDown;
  }, [isDown]);
  return isDown;
}

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
  const isRetrying = RETRYING_CODES.includes(code);
  const known = ["upstream_timeout", "upstream_error", "forbidden"];
  // One line with its retry at the end, not a box: on a phone a full box here, stacked with a page's own
  // notice, pushed the page's content (the inbox's questions, still readable from our copy) below the fold.
  return (
    <Alert
      // Waiting (down, slow, rate-limited) is a warning; anything else is an error.
      tone={isRetrying || code === "rate_limited" ? "warning" : "danger"}
      size="compact"
      className="mx-4 mt-4 md:mx-6"
      action={
        <Button variant="secondary" size="sm" loading={isFetching} disabled={wait > 0} onClick={onRetry}>
          {t("errors.retry")}
        </Button>
      }
    >
      {isRetrying ? (
        <>
          {t("errors.upstream_retrying")}
          {/* Room for the reassurance from md up; a phone keeps the line short. */}
          <span className="hidden md:inline"> {t("errors.upstream_retryingSafe")}</span>
        </>
      ) : code === "rate_limited"
          ? wait > 0
            ? t("ui.error.rateLimitedWait", { seconds: wait })
            : t("errors.rate_limited")
          : t(`errors.${known.includes(code) ? code : "default"}`)}
    </Alert>
  );
}
