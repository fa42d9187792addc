"use client";

import { ListTodo, Search, SlidersHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useDebouncedSearch } from "@/components/patterns/use-debounced-search";
import { LIST_VIEWS } from "@/lib/schemas/questions-constants";
import type { ListFilters } from "@/lib/queries/questions";
import { useAccount } from "@/components/shell/account-context";
import { AccountFilterSelect } from "@/components/shell/account-filter";
import { useAllAccounts } from "@/lib/accounts/use-all-accounts";
import { controlClass } from "@/components/ui/control";
import { cluster, stack } from "@/components/ui/stack";
import { cn } from "@/lib/cn";
import { MY_QUEUE } from "./use-question-filters";

/** The "Asked" choices, in days (the list counts them back from when it is read). */
const PERIODS = { any: undefined, day: 1, week: 7, month: 30 } as const;
type Period = keyof typeof PERIODS;
const periodOf = (days: number | undefined): Period => (Object.keys(PERIODS) as Period[]).find((p) => PERIODS[p] === days) ?? "any";
const field = cn(controlClass, "min-h-11 px-2");
// A folded filter: its name above its control.
const label = cn(stack({ gap: 1 }), "text-slate-600");

/** Search plus the filters a team uses daily; the rarer ones fold away on small screens. */
export function InboxFilters({ filters, onChange }: { filters: ListFilters; onChange: (next: ListFilters) => void }) {
  const t = useTranslations("questions.filters");
  const { siteId } = useAccount();
  const allAccounts = useAllAccounts();
  const id = useId();
  const [text, setText] = useDebouncedSearch(filters.q ?? "", (q) => onChange({ ...filters, q: q || undefined }));
  // Open from the start when the view (a reload, a shared link) already narrows by one of the rarer filters.
  const [moreOpen] = useState(
    () =>
      (filters.assignee !== "anyone" && filters.assignee !== "queue") ||
      filters.sort === "newest" ||
      Boolean(filters.days || filters.itemId || filters.askerId || filters.inAccount),
  );
  const set = (patch: Partial<ListFilters>) => onChange({ ...filters, ...patch });
  const isQueue = filters.assignee === "queue";
  // Oldest first is "due soonest" where there is something to answer; elsewhere it is only the oldest.
  const dueLabel = filters.status === "UNANSWERED" ? t("due") : t("oldest");

  return (
    <div className={stack({ gap: 2 })}>
      <div className={cluster({ wrap: false })}>
        <label className="relative flex-1">
          <span className="sr-only">{t("search")}</span>
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t("searchPlaceholder")}
            className={cn(field, "pl-8")}
          />
        </label>
        <label className="shrink-0">
          <span className="sr-only">{t("status")}</span>
          {/* As wide as its longest status in the user's language, so none is cut ("Inhabilitadas"). */}
          <select
            value={filters.status}
            onChange={(e) => set({ status: e.target.value as ListFilters["status"] })}
            className={cn(field, "w-auto")}
          >
            {LIST_VIEWS.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="relative">
        {/* A preset, not a filter of its own: mine first, then nobody's, unanswered, due soonest first. Beside the
          fold (not in its summary: a button inside a summary is nested interaction). */}
        <button
          type="button"
          aria-pressed={isQueue}
          onClick={() => onChange(isQueue ? { ...filters, assignee: "anyone" } : { ...filters, ...MY_QUEUE })}
          className={cn(
            "absolute top-0 right-0 inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium ring-1 ring-inset",
            isQueue ? "bg-accent-strong text-white ring-accent-strong" : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50",
          )}
        >
          <ListTodo aria-hidden className="size-4" />
          {t("myQueue")}
        </button>
        <details className="group" open={moreOpen || undefined}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm font-medium text-accent-strong">
            <SlidersHorizontal aria-hidden className="size-4" />
            {t("more")}
          </summary>
          <div className="mt-2 grid grid-cols-2 gap-2 text-sm">
            {allAccounts && (
              <label htmlFor={`${id}-account`} className={cn(label, "col-span-2")}>
                {t("account")}
                <AccountFilterSelect
                  id={`${id}-account`}
                  value={filters.inAccount}
                  onChange={(inAccount) => set({ inAccount })}
                  className={field}
                />
              </label>
            )}
            <label htmlFor={`${id}-assignee`} className={label}>
              {t("assignee")}
              <select
                id={`${id}-assignee`}
                value={filters.assignee}
                onChange={(e) => set({ assignee: e.target.value as ListFilters["assignee"] })}
                className={field}
              >
                {(["anyone", "me", "unassigned", "queue"] as const).map((a) => (
                  <option key={a} value={a}>
                    {t(`assignees.${a}`)}
                  </option>
                ))}
              </select>
            </label>
            <label htmlFor={`${id}-sort`} className={label}>
              {t("sort")}
              <select
                id={`${id}-sort`}
                value={filters.sort}
                onChange={(e) => set({ sort: e.target.value as ListFilters["sort"] })}
                className={field}
              >
                <option value="due">{dueLabel}</option>
                <option value="newest">{t("newest")}</option>
              </select>
            </label>
            <label htmlFor={`${id}-period`} className={label}>
              {t("period")}
              <select
                id={`${id}-period`}
                value={periodOf(filters.days)}
                onChange={(e) => set({ days: PERIODS[e.target.value as Period] })}
                className={field}
              >
                {(Object.keys(PERIODS) as Period[]).map((p) => (
                  <option key={p} value={p}>
                    {t(`periods.${p}`)}
                  </option>
                ))}
              </select>
            </label>
            <label htmlFor={`${id}-item`} className={label}>
              {t("item")}
              <input
                id={`${id}-item`}
                value={filters.itemId ?? ""}
                onChange={(e) => set({ itemId: e.target.value.trim() || undefined })}
                placeholder={`${siteId}…`}
                className={field}
              />
            </label>
            <label htmlFor={`${id}-asker`} className={cn(label, "col-span-2")}>
              {t("asker")}
              <input
                id={`${id}-asker`}
                inputMode="numeric"
                value={filters.askerId ?? ""}
                onChange={(e) => set({ askerId: e.target.value.replace(/\D/g, "") || undefined })}
                className={field}
              />
            </label>
          </div>
        </details>
      </div>
    </div>
  );
}
