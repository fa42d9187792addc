"use client";

import { RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { describeError } from "@/components/patterns/describe-error";
import { ErrorState } from "@/components/patterns/error-state";
import { useAccountAlertOutage } from "@/components/shell/account-alert";
import { useOnline } from "@/components/shell/use-online";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { ApiRequestError } from "@/lib/queries/fetch-json";

/**
 * The opening sweep failed. With the marketplace down or the browser offline, the list below is still our
 * copy and still the seller's work: one line says so, with a retry, and leaves the rows in view (a full
 * box here under the shell's own banner filled a phone's screen with warnings). It does not repeat an
 * outage the banner above already states. Other failures (a rate limit, a bug) and a workspace with no
 * copy yet keep the full error.
 */
export function SyncNotice({ error, hasCopy, onRetry }: { error: ApiRequestError; hasCopy: boolean; onRetry: () => void }) {
  const t = useTranslations("inbox.syncNotice");
  const tUi = useTranslations("ui.error");
  const info = describeError(error);
  const outage = useAccountAlertOutage();
  const isOnline = useOnline();
  if (!hasCopy || (info.kind !== "unreachable" && info.kind !== "offline")) return <ErrorState error={error} onRetry={onRetry} />;

  // The shell's account banner (marketplace down) or offline banner already says why.
  const isExplained = outage.isDown || !isOnline;
  return (
    <Alert
      tone="warning"
      size="compact"
      // The banner above was announced already; this line adds a detail, so it is polite.
      role={isExplained ? "status" : "alert"}
      data-testid="sync-notice"
      data-request-id={info.requestId}
      action={
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            onRetry();
            // One tap brings back both: the sweep, and the banner's own check.
            if (outage.isDown) outage.retry();
          }}
        >
          <RotateCw aria-hidden />
          {tUi("retry")}
        </Button>
      }
    >
      {isExplained ? t("savedCopy") : t(info.kind)}
    </Alert>
  );
}
