"use client";

import { Clock } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { useClock } from "@/components/questions/use-now";
import { marketplaceName } from "@/lib/sites";

/** While a rate-limited send waits for its next try: who is limiting, when it tries again, that the text is kept. */
export function RateLimitNotice({ retryAt, siteId }: { retryAt: number; siteId: string }) {
  const t = useTranslations("rateLimitRetry");
  const seconds = useClock((now) => Math.max(0, Math.ceil((retryAt - now) / 1000)));
  const brand = marketplaceName(siteId);
  return (
    <Alert tone="warning" size="compact" icon={Clock} role="status" data-testid="rate-limit-notice">
      {seconds > 0 ? t("waiting", { brand, seconds }) : t("now", { brand })}
    </Alert>
  );
}
