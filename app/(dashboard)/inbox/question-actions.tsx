"use client";

import { Ban, EyeOff, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/inbox/confirm-dialog";
import { errorKey, retryAfterSeconds } from "@/components/inbox/error-key";
import { useBlockUser } from "@/lib/queries/blacklist";
import { useDeleteQuestion, useHideQuestions } from "@/lib/queries/question-actions";
import type { QuestionDetail } from "@/lib/schemas/inbox";

const button = "inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 px-3 text-sm font-medium hover:bg-slate-50";

/** Moderation: hide, delete (confirmed: it cannot be undone) and block the asker (confirmed too). */
export function QuestionActions({ question, onGone }: { question: QuestionDetail; onGone: () => void }) {
  const t = useTranslations("inbox.actions");
  const tErrors = useTranslations("inbox.errors");
  const remove = useDeleteQuestion();
  const hide = useHideQuestions();
  const block = useBlockUser();
  const nickname = question.asker.nickname ?? question.asker.id;
  const error = remove.error ?? hide.error ?? block.error;

  return (
    <>
      <button type="button" className={button} disabled={hide.isPending} onClick={() => hide.mutate([question.id], { onSuccess: onGone })}>
        <EyeOff aria-hidden className="size-4" />
        {t("hide")}
      </button>
      <ConfirmDialog
        trigger={
          <button type="button" className={button}>
            <Ban aria-hidden className="size-4" />
            {t("block")}
          </button>
        }
        title={t("blockTitle", { nickname })}
        description={t("blockBody")}
        confirmLabel={t("blockConfirm")}
        cancelLabel={t("cancel")}
        onConfirm={() => block.mutate(question.asker.id)}
      />
      <ConfirmDialog
        trigger={
          <button type="button" className={`${button} text-red-800`}>
            <Trash2 aria-hidden className="size-4" />
            {t("delete")}
          </button>
        }
        title={t("deleteTitle")}
        description={t("deleteBody")}
        confirmLabel={t("deleteConfirm")}
        cancelLabel={t("cancel")}
        onConfirm={() => remove.mutate(question.id, { onSuccess: onGone })}
      />
      {block.isSuccess && <p role="status" className="w-full text-sm text-green-800">{t("blocked", { nickname })}</p>}
      {error && <p role="alert" className="w-full text-sm text-red-800">{tErrors(errorKey(error), { seconds: retryAfterSeconds(error) ?? 0 })}</p>}
    </>
  );
}
