"use client";

import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/patterns/explain-error";
import { RateLimitNotice } from "@/components/composer/rate-limit-notice";

/**
 * Why a send did not go through, in the user's language; the text stays in the composer. A rate-limited
 * send waiting for its automatic next try (`retryAt`) says who is limiting and when it tries again.
 */
export function SendError({
  error,
  isRetrying,
  retryAt,
  siteId,
}: {
  error: unknown;
  isRetrying: boolean;
  retryAt: number | null;
  siteId: string;
}) {
  const t = useTranslations("sales");
  const errorText = useErrorText("sales");
  if (retryAt !== null) return <RateLimitNotice retryAt={retryAt} siteId={siteId} />;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      {errorText(error)} {isRetrying && t("errors.retryingSoon")}
    </p>
  );
}
