"use client";

import { useEffect, useEffectEvent, useState } from "react";

/**
 * A search box's text over a list's filter: the words are committed (trimmed) once typing pauses, so a
 * word is one request rather than one per key, and the box follows the filter when it changes from
 * elsewhere (a link to the page, the back button), instead of writing its old words back.
 */
export function useDebouncedSearch(committed: string, commit: (text: string) => void, delayMs = 300) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  // State adjusted during render, React's documented pattern; a trailing space being typed is kept.
  if (seen !== committed) {
    setSeen(committed);
    if (text.trim() !== committed) setText(committed);
  }
  const commitLatest = useEffectEvent(commit);
  useEffect(() => {
    if (text.trim() === committed) return;
    const timer = setTimeout(() => commitLatest(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, committed, delayMs]);
  return [text, setText] as const;
}
