"use client";

import { useCallback, useState } from "react";

const key = (questionId: string) => `mostrador:draft:${questionId}`;

function read(questionId: string): string {
  try {
    return window.localStorage.getItem(key(questionId)) ?? "";
  } catch {
    return ""; // private mode or storage disabled: drafts just do not persist
  }
}

/** An unsent answer survives a reload or a crashed tab; it is removed once the answer is published. */
export function useDraft(questionId: string) {
  const [text, setText] = useState(() => (typeof window === "undefined" ? "" : read(questionId)));
  const update = useCallback(
    (next: string) => {
      setText(next);
      try {
        if (next) window.localStorage.setItem(key(questionId), next);
        else window.localStorage.removeItem(key(questionId));
      } catch {
        /* storage full or disabled: the text still lives in the composer */
      }
    },
    [questionId],
  );
  const clear = useCallback(() => update(""), [update]);
  return [text, update, clear] as const;
}
