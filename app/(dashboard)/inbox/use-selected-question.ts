"use client";

import { useSearchParams } from "next/navigation";
import { useCallback } from "react";

/**
 * The open question lives in the URL (?question=…): on a phone, list and detail are two screens and
 * the back button must return to the list; a link to a question can be shared with a teammate.
 * history.pushState keeps it instant (Next syncs useSearchParams with it) without a server round trip.
 */
export function useSelectedQuestion() {
  const params = useSearchParams();
  const selectedId = params.get("question");
  const select = useCallback((id: string | null, replace = false) => {
    const url = new URL(window.location.href);
    if (id) url.searchParams.set("question", id);
    else url.searchParams.delete("question");
    if (replace) window.history.replaceState(null, "", url);
    else window.history.pushState(null, "", url);
  }, []);
  return [selectedId, select] as const;
}
