"use client";

import { LogIn, RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { explainError, useErrorText } from "./explain-error";
import { MarketplaceUnreachable } from "./marketplace-unreachable";
import { useCountdown } from "./use-countdown";
import { SESSION_ENDED_PATH } from "@/lib/queries/session-ended";

/**
 * A failed load, said plainly, with a retry and the request id support needs to find it in the logs.
 * A 429 counts down Retry-After (and keeps retry off until then); 502/504 say the marketplace is down.
 * `title` and `text` replace the general words when the page knows better (a range too long, a listing gone).
 */
export function ErrorState({
  error,
  status,
  onRetry,
  title,
  text,
  className,
}: {
  error: unknown;
  status?: number;
  onRetry?: () => void;
  title?: string;
  text?: string;
  className?: string;
}) {
  const t = useTranslations("ui.error");
  const errorText = useErrorText("page");
  const info = explainError(error, "page", { status });
  const wait = useCountdown(info.code === "rate_limited" ? info.retryAfterSeconds : undefined);

  if (info.isOutage && info.code !== "network")
    return <MarketplaceUnreachable onRetry={onRetry} requestId={info.requestId} text={text} className={className} />;

  const body = text ?? errorText(error, { status, seconds: wait });

  // The session is over: trying again can only fail again. Sign in (the address clears the cookie and
  // the sign-in page says why); nothing for support to look up.
  if (info.code === "unauthenticated")
    return (
      <Alert
        tone="warning"
        title={t("sessionEndedTitle")}
        className={className}
        action={
          <Button variant="secondary" size="sm" asChild>
            <a href={SESSION_ENDED_PATH}>
              <LogIn aria-hidden />
              {t("signIn")}
            </a>
          </Button>
        }
      >
        <p>{errorText(error, { status })}</p>
      </Alert>
    );

  return (
    <Alert
      tone="danger"
      title={title ?? t("title")}
      className={className}
      action={
        onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry} disabled={wait > 0}>
            <RotateCw aria-hidden />
            {t("retry")}
          </Button>
        )
      }
    >
      <p>{body}</p>
      {info.requestId && <p className="mt-1 font-mono text-xs">{t("requestId", { id: info.requestId })}</p>}
    </Alert>
  );
}
