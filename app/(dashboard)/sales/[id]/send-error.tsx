"use client";

import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/patterns/explain-error";

/** Why a send did not go through, in the user's language; the text stays in the composer. */
export function SendError({ error, isRetrying }: { error: unknown; isRetrying: boolean }) {
  const t = useTranslations("sales");
  // A 429 says how long to wait (the marketplace's Retry-After, relayed by our API).
  const errorText = useErrorText("sales");
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      {errorText(error)} {isRetrying && t("errors.retryingSoon")}
    </p>
  );
}
