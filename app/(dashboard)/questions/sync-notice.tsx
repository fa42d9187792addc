"use client";

import { RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { explainError, type ExplainedError } from "@/components/patterns/explain-error";
import { ErrorState } from "@/components/patterns/error-state";
import { useCountdown } from "@/components/patterns/use-countdown";
import { useRetryWithAccountAlert } from "@/components/shell/account-alert";
import { useOnline } from "@/components/shell/use-online";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { ApiRequestError } from "@/lib/queries/fetch-json";

/**
 * The opening sweep failed. With the marketplace down, rate-limiting us or the browser offline, the list
 * below is still our copy and still the seller's work: one line says so and leaves the rows in view (a
 * full box here under the shell's own banner filled a phone's screen with warnings). It does not repeat
 * an outage the banner above already states, nor offer a second retry for it: the banner's retry is the
 * one on screen, and the sweep runs again when the banner's check succeeds. Other failures (a bug) and a
 * workspace with no copy yet keep the full error, with its own retry: there it is the page's content.
 */
export function SyncNotice({ error, hasCopy, onRetry }: { error: ApiRequestError; hasCopy: boolean; onRetry: () => void }) {
  const info = explainError(error);
  // Whatever this shows, the sweep runs again when the banner's outage ends (its retry or its own checks).
  const isBannerDown = useRetryWithAccountAlert(onRetry);
  if (!hasCopy || (!info.isOutage && info.code !== "rate_limited")) return <ErrorState error={error} onRetry={onRetry} />;
  if (info.code === "rate_limited") return <RateLimitedNotice info={info} onRetry={onRetry} />;
  return <OutageNotice info={info} isBannerDown={isBannerDown} onRetry={onRetry} />;
}

function OutageNotice({ info, isBannerDown, onRetry }: { info: ExplainedError; isBannerDown: boolean; onRetry: () => void }) {
  const t = useTranslations("questions.syncNotice");
  // With the banner above saying the marketplace is down (and offering the retry), this line only says what the list is.
  const isOnline = useOnline();
  return (
    <Alert
      tone="warning"
      size="compact"
      // The banner above (down, or offline) was announced already; this line adds a detail, so it is polite.
      role={isBannerDown || !isOnline ? "status" : "alert"}
      data-testid="sync-notice"
      data-request-id={info.requestId}
      action={!isBannerDown && <RetryButton onRetry={onRetry} />}
    >
      {isBannerDown ? t("savedCopyUntilBack") : !isOnline ? t("savedCopy") : t(info.code === "network" ? "offline" : "unreachable")}
    </Alert>
  );
}

/**
 * The marketplace asked us to slow down: our copy is still good to work from. With a Retry-After the line
 * counts it down and the sweep runs again by itself at zero; without one, a retry.
 */
function RateLimitedNotice({ info, onRetry }: { info: ExplainedError; onRetry: () => void }) {
  const t = useTranslations("questions.syncNotice");
  const wait = useCountdown(info.retryAfterSeconds);
  const isWaiting = useRef(wait > 0);
  const latest = useRef(onRetry);
  useEffect(() => {
    latest.current = onRetry;
  });
  useEffect(() => {
    if (isWaiting.current && wait <= 0) {
      isWaiting.current = false;
      latest.current();
    }
  }, [wait]);
  return (
    <Alert
      tone="warning"
      size="compact"
      role="status"
      data-testid="sync-notice"
      data-request-id={info.requestId}
      action={wait <= 0 && <RetryButton onRetry={onRetry} />}
    >
      {wait > 0 ? (
        <>
          {/* The countdown is for the eyes; a screen reader hears the line once, not every second. */}
          <span aria-hidden>{t("rateLimitedWait", { seconds: wait })}</span>
          <span className="sr-only">{t("rateLimitedSoon")}</span>
        </>
      ) : (
        t("rateLimited")
      )}
    </Alert>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("ui.error");
  return (
    <Button variant="secondary" size="sm" onClick={onRetry}>
      <RotateCw aria-hidden />
      {t("retry")}
    </Button>
  );
}
