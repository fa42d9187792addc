"use client";

import type { Table } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import { DataTable } from "@/components/patterns/data-table";
import { Input } from "@/components/ui/input";
import { formatChange } from "@/lib/metrics/format";
import { percentChange } from "@/lib/metrics/range";
import type { ItemRow } from "@/lib/schemas/metrics";
import { ComparisonContext, useItemColumns } from "./item-columns";
import { useDisplayLocale } from "@/components/shell/account-context";

const PAGE = 25;

/**
 * The listings table's search, and the rows as the table shows them for the section's CSV. Searching
 * matches the title or the exact id and goes back to the first page; the table sorts (default: most visits).
 */
export function useItemRows(items: ItemRow[]) {
  const [query, setQuery] = useState("");
  const table = useRef<Table<ItemRow>>(null);
  // In id order: the table breaks ties by the data's order, so equal values list by id in either direction.
  const byId = useMemo(() => [...items].sort((a, b) => a.id.localeCompare(b.id)), [items]);
  const found = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return needle ? byId.filter((r) => r.title.toLocaleLowerCase().includes(needle) || r.id.toLowerCase() === needle) : byId;
  }, [byId, query]);
  return {
    found,
    total: items.length,
    query,
    search: (text: string) => {
      setQuery(text);
      table.current?.setPageIndex(0);
    },
    table,
    /** Every page of the searched rows, in the table's order (call it from an event, not while rendering). */
    sortedRows: () => table.current?.getSortedRowModel().rows.map((r) => r.original) ?? found,
  };
}

export function ItemsTable({ state, compared, onCompare }: { state: ReturnType<typeof useItemRows>; compared: string[]; onCompare: (id: string, on: boolean) => void }) {
  const t = useTranslations("metrics.items");
  const columns = useItemColumns();
  return (
    <ComparisonContext value={{ compared, onCompare }}>
      <DataTable
        className="min-w-0"
        caption={t("title")}
        columns={columns}
        data={state.found}
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.title}
        pageSize={PAGE}
        initialSorting={[{ id: "visits", desc: true }]}
        tableRef={state.table}
        toolbar={<Input type="search" value={state.query} onChange={(e) => state.search(e.target.value)} placeholder={t("search")} aria-label={t("search")} className="w-full max-w-sm" />}
        empty={state.total === 0 ? t("noItems") : t("empty")}
      />
    </ComparisonContext>
  );
}

/** Items whose visits rose or fell most against the previous period (at least 10 visits before, to skip noise). */
export function Movers({ items }: { items: ItemRow[] }) {
  const t = useTranslations("metrics.items");
  const locale = useDisplayLocale();
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
