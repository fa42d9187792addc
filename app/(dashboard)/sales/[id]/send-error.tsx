"use client";

import { useTranslations } from "next-intl";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { sendErrorKey } from "../send-error-key";

/** Why a send did not go through, in the user's language; the text stays in the composer. */
export function SendError({ error, isRetrying }: { error: unknown; isRetrying: boolean }) {
  const t = useTranslations("sales");
  const key = sendErrorKey(error);
  // The marketplace's Retry-After, relayed by our API: say how long to wait, in seconds.
  const seconds = error instanceof ApiRequestError ? error.retryAfterSeconds : undefined;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      {key === "rateLimited" && seconds !== undefined ? t("errors.rateLimitedWait", { seconds }) : t(`errors.${key}`)} {isRetrying && t("errors.retryingSoon")}
    </p>
  );
}
