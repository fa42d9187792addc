"use client";

import type { ReactNode } from "react";
import { CharacterCount } from "@/components/ui/character-count";
import { cn } from "@/lib/cn";

/**
 * The row under a buyer-facing composer's text box (inbox answers, sale messages): the live character
 * count, a keyboard hint (wide screens), why the action is not available yet, and the action itself.
 * `id` prefixes the ids the text box and the action can describe themselves with: `${id}-count`,
 * `${id}-hint`, `${id}-blocked`.
 */
export function ComposerSendRow({
  id,
  count,
  hint,
  blocked,
  children,
}: {
  id: string;
  /** Omitted when there is no text to count (a fixed template). */
  count?: { length: number; limit: number };
  hint?: string;
  /** Why the action is disabled, in words; an error (too long) reads in red. */
  blocked?: { text: string; isError: boolean } | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {count && <CharacterCount id={`${id}-count`} length={count.length} limit={count.limit} />}
      {hint && <p id={`${id}-hint`} className="hidden text-xs text-slate-500 md:block">{hint}</p>}
      {blocked && <p id={`${id}-blocked`} className={cn("text-xs", blocked.isError ? "font-semibold text-red-800" : "text-slate-600")}>{blocked.text}</p>}
      <div className="ms-auto flex items-center gap-2">{children}</div>
    </div>
  );
}
