"use client";

import { useAccount } from "@/components/shell/account-context";
import { useBuyerLabel } from "@/components/patterns/use-buyer-label";
import { Ban, CircleCheck, EyeOff, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/patterns/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useErrorText } from "@/components/patterns/explain-error";
import { useHideWithUndo } from "@/components/questions/use-hide-with-undo";
import { canDeleteQuestion } from "@/lib/questions/deletable";
import { useBlacklist, useBlockUser, useUnblockUser } from "@/lib/queries/blacklist";
import { useDeleteQuestion } from "@/lib/queries/question-actions";
import type { QuestionDetail } from "@/lib/schemas/questions";

/**
 * Moderation: hide (with Undo), delete (confirmed: it cannot be undone; offered only where the marketplace
 * allows it), block the asker (confirmed) or unblock. `onGone` runs once the question has left the list
 * (hidden, or deleted), `onRestored` when Undo brings a hidden one back.
 */
export function QuestionActions({
  question,
  onGone,
  onRestored,
}: {
  question: QuestionDetail;
  onGone: () => void;
  onRestored: () => void;
}) {
  const t = useTranslations("questions.actions");
  const errorText = useErrorText("questions");
  const account = useAccount().workspaceId;
  const remove = useDeleteQuestion(account);
  const hide = useHideWithUndo(account);
  const block = useBlockUser(account);
  const unblock = useUnblockUser(account);
  const blacklist = useBlacklist(account);
  // An asker the marketplace did not name cannot be blocked: the block needs their id.
  const askerId = question.asker.id;
  const nickname = useBuyerLabel()(question.asker);
  const isBlocked = blacklist.data?.some((u) => u.userId === askerId) ?? false;
  const error = remove.error ?? block.error ?? unblock.error;

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          hide([question.id], { onUndo: onRestored });
          onGone();
        }}
      >
        <EyeOff aria-hidden />
        {t("hide")}
      </Button>
      {askerId === null ? null : isBlocked ? (
        <Button
          variant="secondary"
          disabled={unblock.isPending}
          onClick={() => {
            block.reset();
            unblock.mutate(askerId);
          }}
        >
          <CircleCheck aria-hidden />
          {t("unblock")}
        </Button>
      ) : (
        <ConfirmDialog
          trigger={
            <Button variant="secondary" disabled={block.isPending || blacklist.isPending}>
              <Ban aria-hidden />
              {t("block")}
            </Button>
          }
          title={t("blockTitle", { nickname })}
          description={t("blockBody")}
          confirmLabel={t("blockConfirm")}
          cancelLabel={t("cancel")}
          onConfirm={() => {
            unblock.reset();
            block.mutate(askerId);
          }}
        />
      )}
      {canDeleteQuestion(question.status) && (
        <ConfirmDialog
          trigger={
            <Button variant="secondary" className="text-red-800" disabled={remove.isPending} aria-busy={remove.isPending}>
              <Trash2 aria-hidden />
              {remove.isPending ? t("deleting") : t("delete")}
            </Button>
          }
          title={t("deleteTitle")}
          description={t("deleteBody")}
          confirmLabel={t("deleteConfirm")}
          cancelLabel={t("cancel")}
          onConfirm={() => {
            block.reset();
            unblock.reset();
            remove.mutate(question.id, {
              onSuccess: () => {
                toast.success(t("deleted"));
                onGone();
              },
            });
          }}
        />
      )}
      {block.isSuccess && isBlocked && (
        <p role="status" className="w-full text-sm text-green-800">
          {t("blocked", { nickname })}
        </p>
      )}
      {unblock.isSuccess && !isBlocked && (
        <p role="status" className="w-full text-sm text-green-800">
          {t("unblocked", { nickname })}
        </p>
      )}
      {error && (
        <p role="alert" className="w-full text-sm text-red-800">
          {errorText(error)}
        </p>
      )}
    </>
  );
}
