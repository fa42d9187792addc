"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { questionKeys, removeFromLists } from "@/lib/queries/questions";
import { hideQuestions } from "@/lib/queries/hide-questions";
import { useErrorText } from "../patterns/explain-error";
import { addPendingHidden, releasePendingHidden } from "./pending-hidden";

const UNDO_MS = 6_000;

/**
 * Hide in one click: the rows leave at once, a toast offers Undo for a few seconds, and only then is the
 * marketplace asked (it has no "unhide"). A refusal brings the rows back with the reason. `onUndo` runs
 * once Undo has put the rows back (the inbox reopens the question it had moved away from). `account`: the
 * rows' (useAccount() where they are drawn).
 */
export function useHideWithUndo(account: string) {
  const t = useTranslations("questions");
  const errorText = useErrorText("questions");
  const client = useQueryClient();
  return useCallback(
    (ids: string[], { onUndo }: { onUndo?: () => void } = {}) => {
      const rollback = removeFromLists(client, ids);
      addPendingHidden(ids, account);
      let settled = false;
      const release = () => releasePendingHidden(ids);
      const commit = async () => {
        if (settled) return;
        settled = true;
        try {
          await hideQuestions(ids, account);
        } catch (error) {
          rollback();
          toast.error(errorText(error));
        } finally {
          release();
          void client.invalidateQueries({ queryKey: questionKeys.all });
        }
      };
      const undo = () => {
        if (settled) return;
        settled = true;
        release();
        rollback();
        void client.invalidateQueries({ queryKey: questionKeys.lists() });
        onUndo?.();
      };
      toast(t("hide.done", { count: ids.length }), {
        duration: UNDO_MS,
        action: { label: t("hide.undo"), onClick: undo },
        onAutoClose: () => void commit(),
        onDismiss: () => void commit(),
      });
    },
    [client, t, errorText, account],
  );
}
