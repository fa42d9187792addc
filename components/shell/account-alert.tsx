"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { explainError, useErrorText } from "@/components/patterns/explain-error";
import { useCountdown } from "@/components/patterns/use-countdown";
import { Button } from "@/components/ui/button";
import { useConnectAccount } from "@/lib/queries/accounts";
import { useMe } from "@/lib/queries/me";

/**
 * Whether the banner above the page is saying that the marketplace is down (and that it keeps retrying),
 * and its retry: a page's own notice about the same outage can then be one line instead of a second box.
 */
export function useAccountAlertOutage(): { isDown: boolean; retry: () => void } {
  const { error, refetch } = useMe({ refetchOnMount: false });
  // Unreachable, timing out, failing or offline (the error table's outages): useMe keeps retrying, the banner says so.
  const isDown = error !== null && explainError(error).isOutage;
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
  const connect = useConnectAccount();
  if (!error) return null;
  const { code } = explainError(error);

  if (code === "reauth_required" || code === "unauthenticated") {
    return (
      <Alert
        tone="warning"
        title={t("reconnect.title")}
        className="mx-4 mt-4 md:mx-6"
        action={
          <Button variant="brand" onClick={() => connect.mutate({ callbackUrl: window.location.pathname + window.location.search })}>
            {t("reconnect.button")}
          </Button>
        }
      >
        {t("reconnect.body")}
      </Alert>
    );
  }
  // Keyed by the failure: a new 429 with the same Retry-After starts its countdown again.
  return <UpstreamAlert key={errorUpdatedAt} error={error} isFetching={isFetching} onRetry={() => void refetch()} />;
}

function UpstreamAlert({ error, isFetching, onRetry }: { error: Error; isFetching: boolean; onRetry: () => void }) {
  const t = useTranslations();
  const errorText = useErrorText();
  const { code, isOutage: isRetrying, retryAfterSeconds } = explainError(error);
  // The marketplace's rate limit says how long to wait: count it down, and keep Retry off meanwhile.
  const wait = useCountdown(code === "rate_limited" ? retryAfterSeconds : undefined);
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
      ) : (
        errorText(error, { seconds: wait })
      )}
    </Alert>
  );
}
