"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useSyncExternalStore } from "react";
import { toast } from "@/components/ui/toast";
import { questionKeys, removeFromLists } from "@/lib/queries/questions";
import { sendJson } from "@/lib/queries/inbox-fetch";
import { errorKey, retryAfterSeconds } from "./error-key";

const UNDO_MS = 6_000;

// Hidden on screen, not yet on the marketplace (which cannot unhide): the request goes when the Undo toast
// closes. A list re-read meanwhile must not bring these rows back.
let pending: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
const batches = new Set<string[]>();
function setPending(next: ReadonlySet<string>) {
  pending = next;
  listeners.forEach((listener) => listener());
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Leaving the page inside the undo window still hides what the user hid.
if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => {
    for (const ids of batches) {
      void fetch("/api/questions/hide", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ questionIds: ids }), keepalive: true });
    }
    batches.clear();
  });
}

/** Question ids waiting out their undo window: the inbox leaves them out of the list it draws. */
export function usePendingHidden(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, () => pending, () => pending);
}

/**
 * Hide in one click: the rows leave at once, a toast offers Undo for a few seconds, and only then is the
 * marketplace asked (it has no "unhide"). A refusal brings the rows back with the reason.
 */
export function useHideWithUndo() {
  const t = useTranslations("inbox");
  const client = useQueryClient();
  return useCallback(
    (ids: string[]) => {
      const rollback = removeFromLists(client, ids);
      setPending(new Set([...pending, ...ids]));
      batches.add(ids);
      let settled = false;
      const release = () => {
        batches.delete(ids);
        setPending(new Set([...pending].filter((id) => !ids.includes(id))));
      };
      const commit = async () => {
        if (settled) return;
        settled = true;
        try {
          await sendJson("/api/questions/hide", null, "POST", { questionIds: ids });
        } catch (error) {
          rollback();
          toast.error(t(`errors.${errorKey(error)}`, { seconds: retryAfterSeconds(error) ?? 0 }));
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
      };
      toast(t("hide.done", { count: ids.length }), {
        duration: UNDO_MS,
        action: { label: t("hide.undo"), onClick: undo },
        onAutoClose: () => void commit(),
        onDismiss: () => void commit(),
      });
    },
    [client, t],
  );
}
