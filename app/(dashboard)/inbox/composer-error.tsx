"use client";

import { useTranslations } from "next-intl";
import { errorKey, existingAnswer, retryAfterSeconds } from "@/components/inbox/error-key";

/** Why the answer was not published, in the user's language, with the answer that won when there is one. */
export function ComposerError({ error }: { error: unknown }) {
  const t = useTranslations("inbox");
  const key = errorKey(error);
  const existing = existingAnswer(error);
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-medium">{t(`errors.${key}`, { seconds: retryAfterSeconds(error) ?? 0 })}</p>
      {existing && (
        <div className="mt-2">
          <p className="text-xs font-semibold text-red-900">{t("composer.existingAnswer")}</p>
          <p className="mt-1 rounded bg-white p-2 whitespace-pre-wrap text-slate-900">{existing}</p>
        </div>
      )}
    </div>
  );
}
