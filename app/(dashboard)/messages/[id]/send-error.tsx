"use client";

import { useTranslations } from "next-intl";
import { sendErrorKey } from "../send-error-key";

/** Why a send did not go through, in the user's language; the text stays in the composer. */
export function SendError({ error, isRetrying }: { error: unknown; isRetrying: boolean }) {
  const t = useTranslations("messages-feature");
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      {t(`errors.${sendErrorKey(error)}`)} {isRetrying && t("errors.retryingSoon")}
    </p>
  );
}
