"use client";

import { useTranslations } from "next-intl";
import { sendErrorKey } from "./send-error-key";

/** A failed read: why, in words (unreachable, rate-limited, no permission…), with a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations("messages-feature");
  const key = sendErrorKey(error);
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p>{t(`errors.${key}`, { seconds: 30 })}</p>
      <button type="button" onClick={onRetry} className="min-h-11 rounded-lg border border-red-300 bg-white px-4 font-medium">{t("retry")}</button>
    </div>
  );
}
