"use client";

import { RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { describeError } from "./describe-error";
import { MarketplaceUnreachable } from "./marketplace-unreachable";

/**
 * A failed load, said plainly, with a retry and the request id support needs to find it in the logs.
 * A 429 counts down Retry-After (and keeps retry off until then); 502/504 say the marketplace is down.
 */
export function ErrorState({ error, status, onRetry, className }: { error: unknown; status?: number; onRetry?: () => void; className?: string }) {
  const t = useTranslations("ui.error");
  const info = describeError(error, status);
  const wait = useCountdown(info.kind === "rate_limited" ? info.retryAfterSeconds : undefined);

  if (info.kind === "unreachable") return <MarketplaceUnreachable onRetry={onRetry} requestId={info.requestId} className={className} />;

  const body =
    info.kind === "rate_limited"
      ? wait
        ? t("rateLimitedWait", { seconds: wait })
        : t("rateLimited")
      : info.kind === "generic"
        ? t("generic")
        : t(info.kind);

  return (
    <Alert
      tone="danger"
      title={t("title")}
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

/** Seconds left of a Retry-After, ticking down once a second. */
function useCountdown(seconds: number | undefined): number {
  const [left, setLeft] = useState(seconds ?? 0);
  const [from, setFrom] = useState(seconds);
  // Reset when a new error brings a new wait (state adjusted during render, React's documented pattern).
  if (from !== seconds) {
    setFrom(seconds);
    setLeft(seconds ?? 0);
  }
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
