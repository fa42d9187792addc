"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CharacterCount } from "@/components/ui/character-count";
import { cn } from "@/lib/cn";

/**
 * The row under a buyer-facing composer's text box (inbox answers, sale messages): the live character
 * count, a keyboard hint (wide screens), why the action is not available yet (text past the limit, in
 * red, before any other reason), and the action itself.
 * `id` prefixes the ids the text box and the action can describe themselves with: `${id}-count`,
 * `${id}-hint`, `${id}-blocked`.
 */
export function ComposerSendRow({
  id,
  count,
  hint,
  blocked,
  blockedTone = "muted",
  children,
}: {
  id: string;
  /** Omitted when there is no text to count (a fixed template). */
  count?: { length: number; limit: number };
  hint?: string;
  /** Any other reason the action is disabled, in words (the text is empty, say). */
  blocked?: string | null;
  /** "danger" when the reason needs the user's fix before anything can go (a variable left unfilled). */
  blockedTone?: "muted" | "danger";
  children: ReactNode;
}) {
  const t = useTranslations("ui.counter");
  const over = count ? count.length - count.limit : 0;
  const reason = over > 0 ? t("tooMany", { count: over }) : blocked;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {count && <CharacterCount id={`${id}-count`} length={count.length} limit={count.limit} />}
      {hint && (
        <p id={`${id}-hint`} className="hidden text-xs text-slate-500 md:block">
          {hint}
        </p>
      )}
      {reason && (
        <p
          id={`${id}-blocked`}
          className={cn("text-xs", over > 0 || blockedTone === "danger" ? "font-semibold text-red-800" : "text-slate-600")}
        >
          {reason}
        </p>
      )}
      <div className="ms-auto flex items-center gap-2">{children}</div>
    </div>
  );
}
