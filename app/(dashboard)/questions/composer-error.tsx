"use client";

import { useTranslations } from "next-intl";
import { errorKey, existingAnswer, retryAfterSeconds } from "@/components/patterns/error-key";
import { Alert } from "@/components/ui/alert";

/** Why the answer was not published, in the user's language, with the answer that won when there is one. */
export function ComposerError({ error }: { error: unknown }) {
  const t = useTranslations("questions");
  const existing = existingAnswer(error);
  return (
    <Alert tone="danger" className="p-3">
      <p className="font-medium">{t(`errors.${errorKey(error)}`, { seconds: retryAfterSeconds(error) ?? 0 })}</p>
      {existing && (
        <div className="mt-1">
          <p className="text-xs font-semibold">{t("composer.existingAnswer")}</p>
          <p className="mt-1 rounded bg-white p-2 whitespace-pre-wrap text-slate-900">{existing}</p>
        </div>
      )}
    </Alert>
  );
}
