"use client";

import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/patterns/explain-error";
import { Alert } from "@/components/ui/alert";

/** Why the answer was not published, in the user's language, with the answer that won when there is one. */
export function ComposerError({ error }: { error: unknown }) {
  const t = useTranslations("questions");
  const errorText = useErrorText("questions");
  const existing = existingAnswer(error);
  return (
    <Alert tone="danger" className="p-3">
      <p className="font-medium">{errorText(error)}</p>
      {existing && (
        <div className="mt-1">
          <p className="text-xs font-semibold">{t("composer.existingAnswer")}</p>
          <p className="mt-1 rounded bg-white p-2 whitespace-pre-wrap text-slate-900">{existing}</p>
        </div>
      )}
    </Alert>
  );
}

/** The existing answer a 409 carries in error.details (a question or its answer, whichever it sends). */
function existingAnswer(error: unknown): string | null {
  const details = (error as { details?: unknown } | null)?.details as { answer?: { text?: unknown } | string; text?: unknown } | undefined;
  if (!details) return null;
  if (typeof details.answer === "string") return details.answer;
  if (typeof details.answer?.text === "string") return details.answer.text;
  return typeof details.text === "string" ? details.text : null;
}
