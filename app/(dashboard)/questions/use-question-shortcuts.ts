"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useErrorText } from "@/components/patterns/explain-error";
import { toast } from "@/components/ui/toast";
import type { QuestionSummary } from "@/lib/schemas/questions";
import { COMPOSER_ID } from "./composer-id";
import { currentSelectedId } from "./use-selected-question";

type Options = {
  questions: QuestionSummary[];
  select: (id: string, replace?: boolean) => void;
  canAct: boolean;
  openHelp: () => void;
  fetchMore: () => void;
  myUserId: string;
  /** The list's account (shortcuts act on one account's list only). */
  account: string;
};

/** Typing in a field must never trigger a shortcut (a "j" in an answer is just a letter). */
function isTyping(target: EventTarget | null) {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName));
}

/** Desktop keyboard shortcuts: j/k move, r answers, a assigns to me, ? shows the list. */
export function useInboxShortcuts(options: Options) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const client = useQueryClient();
  const errorText = useErrorText("questions");

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (document.querySelector("[role=dialog],[role=alertdialog],[role=menu]")) return;
      const { questions, select, canAct, openHelp, fetchMore, myUserId, account } = latest.current;
      const selectedId = currentSelectedId();
      const index = questions.findIndex((q) => q.id === selectedId);
      if (e.key === "j" || e.key === "k") {
        const next = e.key === "j" ? Math.min(index + 1, questions.length - 1) : Math.max(index - 1, 0);
        if (questions[next]) select(questions[next].id, selectedId !== null);
        if (next >= questions.length - 5) fetchMore();
      } else if (e.key === "r" && canAct) {
        const composer = document.getElementById(COMPOSER_ID);
        if (!composer) return;
        composer.focus();
      } else if (e.key === "a" && canAct && selectedId) {
        // The mutation code loads on the key press, not with the list's first paint.
        void import("@/lib/queries/question-actions")
          .then((actions) => actions.assignQuestion(client, selectedId, myUserId, account))
          .catch((error: unknown) => toast.error(errorText(error)));
      } else if (e.key === "?") {
        openHelp();
      } else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [client, errorText]);
}
