"use client";

import { ArrowDown, ArrowUp } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { formatChange, formatCount, formatRate } from "@/lib/metrics/format";
import { percentChange } from "@/lib/metrics/range";
import type { ItemRow } from "@/lib/schemas/metrics";
import { Sparkline } from "@/components/patterns/sparkline";

type SortKey = "visits" | "change" | "questions" | "phoneViews" | "sales" | "conversion" | "questionRate";
const PAGE = 25;

const valueOf = (r: ItemRow, k: SortKey): number | null => {
  switch (k) {
    case "change":
      return percentChange(r.comparedVisits, r.previousVisits);
    case "conversion":
      return r.visits ? r.sales / r.visits : null;
    case "questionRate":
      return r.visits ? r.questions / r.visits : null;
    default:
      return r[k];
  }
};

/** Search, sort (unknown values always last), page; the caller gets the filtered rows for the CSV. */
export function useItemRows(items: ItemRow[]) {
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: "visits", desc: true });
  const rows = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    const found = needle ? items.filter((r) => r.title.toLocaleLowerCase().includes(needle) || r.id.toLowerCase() === needle) : items;
    return [...found].sort((a, b) => {
      const x = valueOf(a, sort.key);
      const y = valueOf(b, sort.key);
      if (x === null || y === null) return x === y ? a.id.localeCompare(b.id) : x === null ? 1 : -1;
      return (sort.desc ? y - x : x - y) || a.id.localeCompare(b.id);
    });
  }, [items, query, sort]);
  return { rows, query, setQuery, sort, setSort };
}

export function ItemsTable({ state, compared, onCompare }: { state: ReturnType<typeof useItemRows>; compared: string[]; onCompare: (id: string, on: boolean) => void }) {
  const t = useTranslations("metrics.items");
  const tCompare = useTranslations("metrics.compare");
  const locale = useLocale();
  const [page, setPage] = useState(0);
  const { rows, query, setQuery, sort, setSort } = state;
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const current = Math.min(page, pages - 1);
  const header = (key: SortKey, label: string) => (
    <th scope="col" className="px-2 py-2 text-right" aria-sort={sort.key === key ? (sort.desc ? "descending" : "ascending") : "none"}>
      <button type="button" className="inline-flex min-h-9 items-center gap-1 font-medium" onClick={() => { setPage(0); setSort({ key, desc: sort.key === key ? !sort.desc : true }); }}>
        {label}
        {sort.key === key && (sort.desc ? <ArrowDown aria-hidden className="size-3.5" /> : <ArrowUp aria-hidden className="size-3.5" />)}
      </button>
    </th>
  );
  return (
    <div className="min-w-0">
      <input type="search" value={query} onChange={(e) => { setPage(0); setQuery(e.target.value); }} placeholder={t("search")} aria-label={t("search")} className="mb-3 min-h-10 w-full max-w-sm rounded-lg border border-slate-300 px-3" />
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full min-w-[800px] text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="w-12 px-1 py-2"><span className="sr-only">{tCompare("column")}</span></th>
              <th scope="col" className="px-3 py-2 text-left">{t("item")}</th>
              {header("visits", t("visits"))}
              {header("change", t("change"))}
              <th scope="col" className="px-2 py-2">{t("trend")}</th>
              {header("questions", t("questions"))}
              {header("phoneViews", t("phoneViews"))}
              {header("sales", t("sales"))}
              {header("conversion", t("conversion"))}
              {header("questionRate", t("questionRate"))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(current * PAGE, current * PAGE + PAGE).map((r) => {
              const change = percentChange(r.comparedVisits, r.previousVisits);
              return (
                <tr key={r.id} className="border-t border-slate-100">
                  <td className="px-1">
                    <label className="grid size-11 cursor-pointer place-items-center rounded-lg hover:bg-slate-100">
                      <input type="checkbox" checked={compared.includes(r.id)} onChange={(e) => onCompare(r.id, e.target.checked)} aria-label={tCompare("pick", { title: r.title })} className="size-4 accent-[var(--color-accent-strong)]" />
                    </label>
                  </td>
                  <th scope="row" className="max-w-72 px-3 py-2 text-left font-normal">
                    <a href={`/metrics/items/${r.id}`} className="line-clamp-2 font-medium text-accent-strong hover:underline">{r.title}</a>
                    <span className="text-xs text-slate-500">{r.id}</span>
                    {r.errorCode && (
                      <span className="block text-xs text-amber-800">
                        {t("gap")}: {t.has(`gapReason.${r.errorCode}`) ? t(`gapReason.${r.errorCode}`) : t("gapReason.other")}
                      </span>
                    )}
                  </th>
                  <td className="px-2 text-right tabular-nums">{formatCount(r.visits, locale)}</td>
                  <td className={`px-2 text-right tabular-nums ${change === null ? "text-slate-500" : change >= 0 ? "text-green-700" : "text-red-700"}`}>{formatChange(change, locale)}</td>
                  <td className="px-2 text-slate-500"><Sparkline values={r.spark} className="h-7 w-20 text-accent-strong" /></td>
                  <td className="px-2 text-right tabular-nums">{formatCount(r.questions, locale)}</td>
                  <td className="px-2 text-right tabular-nums">{r.classified ? formatCount(r.phoneViews, locale) : "—"}</td>
                  <td className="px-2 text-right tabular-nums">{formatCount(r.sales, locale)}</td>
                  <td className="px-2 text-right tabular-nums">{formatRate(r.sales, r.visits, locale)}</td>
                  <td className="px-2 text-right tabular-nums">{formatRate(r.questions, r.visits, locale)}</td>
                </tr>
              );
            })}
            {rows.length === 0 && (
              <tr>
                <td colSpan={10} className="px-3 py-6 text-center text-slate-600">{query ? t("empty") : t("noItems")}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <nav className="mt-2 flex items-center justify-end gap-2 text-sm" aria-label={t("page", { page: current + 1, pages })}>
        <button type="button" disabled={current === 0} onClick={() => setPage(current - 1)} className="min-h-9 rounded-lg border border-slate-300 px-3 disabled:opacity-40">{t("previousPage")}</button>
        <span>{t("page", { page: current + 1, pages })}</span>
        <button type="button" disabled={current >= pages - 1} onClick={() => setPage(current + 1)} className="min-h-9 rounded-lg border border-slate-300 px-3 disabled:opacity-40">{t("nextPage")}</button>
      </nav>
    </div>
  );
}

/** Items whose visits rose or fell most against the previous period (at least 10 visits before, to skip noise). */
export function Movers({ items }: { items: ItemRow[] }) {
  const t = useTranslations("metrics.items");
  const locale = useLocale();
  const ranked = items
    .map((r) => ({ r, c: percentChange(r.comparedVisits, r.previousVisits) }))
    .filter((x): x is { r: ItemRow; c: number } => x.c !== null && (x.r.previousVisits ?? 0) >= 10)
    .sort((a, b) => b.c - a.c);
  if (ranked.length < 2) return <p className="text-sm text-slate-600">{t("noMovers")}</p>;
  const list = (title: string, xs: typeof ranked) => (
    <div className="min-w-0">
      <h3 className="mb-1 text-sm font-medium text-slate-600">{title}</h3>
      <ol className="space-y-1 text-sm">
        {xs.map(({ r, c }) => (
          <li key={r.id} className="flex justify-between gap-2">
            <a href={`/metrics/items/${r.id}`} className="truncate text-accent-strong hover:underline">{r.title}</a>
            <span className={`shrink-0 tabular-nums ${c >= 0 ? "text-green-700" : "text-red-700"}`}>{formatChange(c, locale)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {list(t("best"), ranked.slice(0, 3).filter((x) => x.c > 0))}
      {list(t("worst"), ranked.slice(-3).reverse().filter((x) => x.c < 0))}
    </div>
  );
}
