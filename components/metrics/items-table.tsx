"use client";

import { useTranslations } from "next-intl";
import { DataTable } from "@/components/patterns/data-table";
import { Input } from "@/components/ui/input";
import { firstProvisional } from "@/lib/metrics/bucket";
import { ComparisonContext, ProvisionalFromContext, useItemColumns } from "./item-columns";
import type { ItemRows } from "./item-rows";

const PAGE = 25;

/**
 * Loaded on demand (next/dynamic): TanStack Table is not part of the page's first paint. `dates` are the
 * rows' days and `finalThrough` the last whose visits were final: the sparklines are dashed after it.
 */
export function ItemsTable({
  state,
  compared,
  onCompare,
  dates,
  finalThrough,
}: {
  state: ItemRows;
  compared: string[];
  onCompare: (id: string, on: boolean) => void;
  dates: string[];
  finalThrough: string;
}) {
  const t = useTranslations("metrics.items");
  const columns = useItemColumns();
  return (
    <ComparisonContext value={{ compared, onCompare }}>
      <ProvisionalFromContext value={firstProvisional(dates, finalThrough)}>
        <DataTable
          className="min-w-0"
          figureLine
          caption={t("title")}
          columns={columns}
          data={state.found}
          getRowId={(r) => r.id}
          getRowLabel={(r) => r.title}
          pageSize={PAGE}
          initialSorting={[{ id: "visits", desc: true }]}
          tableRef={state.table}
          toolbar={
            <Input
              type="search"
              value={state.query}
              onChange={(e) => state.search(e.target.value)}
              placeholder={t("search")}
              aria-label={t("search")}
              className="w-full max-w-sm"
            />
          }
          empty={state.total === 0 ? t("noItems") : t("empty")}
        />
      </ProvisionalFromContext>
    </ComparisonContext>
  );
}
