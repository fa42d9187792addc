"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";

/**
 * Do now, offer Undo for a few seconds: for reversible actions (hide, archive, remove a filter) where a
 * confirmation dialog would slow down the common case. Irreversible actions use AlertDialog instead.
 *
 * `run` performs the action; `undo` reverts it. A failure of either shows an error toast.
 */
export function useConfirmWithUndo() {
  const t = useTranslations("ui.undo");
  return async function confirmWithUndo({
    run,
    undo,
    message,
    undoneMessage,
    errorMessage,
    durationMs = 6000,
  }: {
    run: () => Promise<unknown> | unknown;
    undo: () => Promise<unknown> | unknown;
    message: string;
    undoneMessage?: string;
    errorMessage?: string;
    durationMs?: number;
  }): Promise<boolean> {
    try {
      await run();
    } catch {
      toast.error(errorMessage ?? t("failed"));
      return false;
    }
    let undone = false;
    toast.success(message, {
      duration: durationMs,
      action: {
        label: t("undo"),
        onClick: async () => {
          // A double tap on Undo must not revert twice.
          if (undone) return;
          undone = true;
          try {
            await undo();
            toast(undoneMessage ?? t("undone"));
          } catch {
            toast.error(t("undoFailed"));
          }
        },
      },
    });
    return true;
  };
}
