"use client";

import { useSearchParams } from "next/navigation";
import { useCallback } from "react";

/** The URL parameter that holds the open question's id. */
const PARAM = "question";
/**
 * `focus=answer` beside `question=<id>`: open that question with its composer focused (a push
 * notification's link, docs/features/questions.md). Read once by the question view, then removed.
 */
export const FOCUS_PARAM = "focus";

/** The composer has taken the focus: a reload or Back must not take it again. */
export function clearFocusParam() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(FOCUS_PARAM)) return;
  url.searchParams.delete(FOCUS_PARAM);
  window.history.replaceState(null, "", url);
}

/**
 * The open question lives in the URL (?question=…): on a phone, list and detail are two screens and
 * the back button must return to the list; a link to a question can be shared with a teammate.
 * history.pushState keeps it instant (Next syncs useSearchParams with it) without a server round trip.
 */
export function useSelectedQuestion() {
  const params = useSearchParams();
  const selectedId = params.get(PARAM);
  const select = useCallback((id: string | null, replace = false) => {
    const url = new URL(window.location.href);
    if (id) url.searchParams.set(PARAM, id);
    else url.searchParams.delete(PARAM);
    url.searchParams.delete(FOCUS_PARAM); // it was for the question the link opened, not the next one
    if (replace) window.history.replaceState(null, "", url);
    else window.history.pushState(null, "", url);
  }, []);
  return [selectedId, select] as const;
}

/**
 * The open question as of now. select() changes the URL at once and useSearchParams only on the next
 * render, so a second key press in between (j, j) must read the URL, or it moves from the old question.
 */
export function currentSelectedId(): string | null {
  return new URL(window.location.href).searchParams.get(PARAM);
}
