"use client";

import { useTranslations } from "next-intl";
import { useCountdown } from "@/components/patterns/use-countdown";
import { Alert } from "@/components/ui/alert";

/**
 * The marketplace answered 429: say it is a wait, not a failure, and count the wait down (Retry-After
 * when the marketplace gave one). One item: save again after it; a bulk run resumes by itself.
 */
export function RateLimitNotice({ seconds, scope }: { seconds: number | null | undefined; scope: "change" | "bulk" }) {
  const t = useTranslations("shipping.rateLimit");
  const left = useCountdown(seconds);
  return (
    <Alert tone="warning" title={t("title")} data-testid="rate-limit-notice">
      <p>{scope === "change" ? t("change") : t("bulk")}</p>
      <p className="mt-1 font-medium tabular-nums" aria-live="off">
        {left > 0
          ? t(scope === "change" ? "changeWait" : "bulkWait", { seconds: left })
          : t(scope === "change" ? "changeReady" : "bulkReady")}
      </p>
    </Alert>
  );
}
