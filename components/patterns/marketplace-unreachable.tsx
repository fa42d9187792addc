"use client";

import { RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * The marketplace (not Mostrador) is not answering: 502/504 from our API. Says that what is on screen may
 * be stale and that retrying later is the fix, so people do not report a Mostrador bug. `text` replaces
 * the sentence when the page can say more (e.g. which saved numbers are still shown).
 */
export function MarketplaceUnreachable({
  onRetry,
  requestId,
  text,
  className,
}: {
  onRetry?: () => void;
  requestId?: string;
  text?: string;
  className?: string;
}) {
  const t = useTranslations("ui.error");
  return (
    <Alert
      tone="warning"
      title={t("unreachableTitle")}
      className={className}
      action={
        onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RotateCw aria-hidden />
            {t("retry")}
          </Button>
        )
      }
    >
      <p>{text ?? t("unreachable")}</p>
      {requestId && <p className="mt-1 font-mono text-xs">{t("requestId", { id: requestId })}</p>}
    </Alert>
  );
}
