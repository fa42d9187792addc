"use client";

import { useEffect, useEffectEvent, useState } from "react";

/**
 * A search box's text over a list's filter: the words are committed (trimmed) once typing pauses, so a
 * word is one request rather than one per key, and the box follows the filter when it changes from
 * elsewhere (a link to the page, the back button), instead of writing its old words back.
 *
 * A commit comes back as `committed` only once the list's URL has updated, a server round trip later: by
 * then the box may hold newer words. Our own commits coming back are therefore told apart from changes
 * made elsewhere, and never overwrite what is being typed.
 */
export function useDebouncedSearch(committed: string, commit: (text: string) => void, delayMs = 300) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  // What we committed that has not come back yet, oldest first.
  const [sent, setSent] = useState<string[]>([]);
  // State adjusted during render, React's documented pattern; a trailing space being typed is kept.
  if (seen !== committed) {
    setSeen(committed);
    const ours = sent.indexOf(committed);
    if (ours >= 0) {
      setSent(sent.slice(ours + 1));
    } else {
      setSent([]);
      if (text.trim() !== committed) setText(committed);
    }
  }
  const commitLatest = useEffectEvent((words: string) => {
    setSent((pending) => [...pending, words]);
    commit(words);
  });
  useEffect(() => {
    const words = text.trim();
    if (words === committed || words === sent.at(-1)) return;
    const timer = setTimeout(() => commitLatest(words), delayMs);
    return () => clearTimeout(timer);
  }, [text, committed, sent, delayMs]);
  return [text, setText] as const;
}
