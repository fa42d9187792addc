"use client";

import { useTranslations } from "next-intl";
import { useDraft } from "@/components/composer/use-draft";
import { Alert } from "@/components/ui/alert";
import { UnsentDraft } from "./unsent-draft";

/**
 * Where the composer would be for someone who may no longer answer (demoted to viewer while writing):
 * the draft they had typed is kept (in the browser, as every draft) and shown, with why Publish went.
 * Nothing when there is no draft.
 */
export function KeptDraft({ questionId }: { questionId: string }) {
  const t = useTranslations("questions.composer");
  const [text, , clear] = useDraft(questionId);
  if (!text) return null;
  return (
    <Alert tone="warning" title={t("cannotAnswerTitle")}>
      <p className="mb-2">{t("cannotAnswer")}</p>
      <UnsentDraft text={text} onDiscard={clear} />
    </Alert>
  );
}
