"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { useClock } from "./use-now";

/**
 * Response-time targets: the marketplace rewards answers within the hour, and past 12 hours a buyer
 * has usually moved on. The colour is backed by a word for readers who cannot tell colours apart.
 */
export const AGE_BANDS = [
  { key: "fresh", maxMinutes: 60, className: "bg-green-100 text-green-900 ring-green-600/30" },
  { key: "late", maxMinutes: 12 * 60, className: "bg-amber-100 text-amber-950 ring-amber-600/40" },
  { key: "overdue", maxMinutes: Infinity, className: "bg-red-100 text-red-900 ring-red-600/30" },
] as const;

export function ageBand(minutes: number) {
  return AGE_BANDS.find((b) => minutes < b.maxMinutes) ?? AGE_BANDS[2];
}

/**
 * `status`: the question's, when it may be settled. A settled one's age is said with what became of it
 * ("Deleted", "Closed", "Answered"), never "Answered" for all of them.
 */
export function AgeBadge({ dateCreated, status = "UNANSWERED" }: { dateCreated: string; status?: string }) {
  const t = useTranslations("questions.age");
  const statuses = useTranslations("questions.filters.statuses");
  const isPending = status === "UNANSWERED";
  // Whole minutes since it was asked, on the page's one clock: re-renders once a minute.
  const minutes = useClock(useCallback((now: number) => Math.max(0, Math.floor((now - Date.parse(dateCreated)) / 60_000)), [dateCreated]));
  const label =
    minutes < 60
      ? t("minutes", { count: minutes })
      : minutes < 48 * 60
        ? t("hours", { count: Math.floor(minutes / 60) })
        : t("days", { count: Math.floor(minutes / 1440) });
  const band = ageBand(minutes);
  // Once answered, age is history rather than urgency: show it neutral.
  const colour = isPending ? band.className : "bg-slate-100 text-slate-700 ring-slate-400/30";
  const meaning = isPending ? t(`band.${band.key}`) : statuses.has(status) ? statuses(status as "ANSWERED") : t("answered");
  return (
    <span
      title={`${meaning}. ${t("legend")}`}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${colour}`}
    >
      <span aria-hidden className={`size-1.5 rounded-full ${isPending ? "bg-current" : "bg-slate-400"}`} />
      {label}
      <span className="sr-only">, {meaning}</span>
    </span>
  );
}
