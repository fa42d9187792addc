"use client";

import { useFormatter, useTranslations } from "next-intl";
import { cn } from "@/lib/cn";

/**
 * The live "n / limit" count of a text box: amber from 90 % of the limit, red past it. Screen readers
 * hear what is left (or over) only once the limit is close, not on every keystroke. Point the text box's
 * `aria-describedby` at `id`.
 */
export function CharacterCount({ id, length, limit, className }: { id?: string; length: number; limit: number; className?: string }) {
  const t = useTranslations("ui");
  const format = useFormatter();
  const over = length > limit;
  const near = length >= limit * 0.9;
  return (
    <p
      id={id}
      className={cn("text-xs tabular-nums", over ? "font-semibold text-red-800" : near ? "text-amber-800" : "text-slate-600", className)}
    >
      <span aria-hidden>
        {format.number(length)} / {format.number(limit)}
      </span>
      <span className="sr-only" aria-live={near ? "polite" : "off"}>
        {over ? t("counter.over", { count: length - limit }) : t("counter.left", { count: limit - length })}
      </span>
    </p>
  );
}
