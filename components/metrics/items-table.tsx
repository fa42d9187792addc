"use client";

import { useTranslations } from "next-intl";
import { DataTable } from "@/components/patterns/data-table";
import { Input } from "@/components/ui/input";
import { ComparisonContext, useItemColumns } from "./item-columns";
import type { ItemRows } from "./item-rows";

const PAGE = 25;

/** Loaded on demand (next/dynamic): TanStack Table is not part of the page's first paint. */
export function ItemsTable({ state, compared, onCompare }: { state: ItemRows; compared: string[]; onCompare: (id: string, on: boolean) => void }) {
  const t = useTranslations("metrics.items");
  const columns = useItemColumns();
  return (
    <ComparisonContext value={{ compared, onCompare }}>
      <DataTable
        className="min-w-0"
        figureTiles
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
