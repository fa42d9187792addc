"use client";

import type { Table } from "@tanstack/react-table";
import { Columns3, Download } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { downloadCsv, tableToCsv } from "./data-table-csv";
import "./data-table-meta";
import { cluster } from "@/components/ui/stack";

/** Above the table: the caller's filters, the selection count with bulk actions, columns and CSV export. */
export function DataTableToolbar<T>({
  table,
  children,
  bulkActions,
  csvFileName,
}: {
  table: Table<T>;
  children?: ReactNode;
  bulkActions?: (rows: T[]) => ReactNode;
  csvFileName?: string;
}) {
  const t = useTranslations("ui.table");
  const selected = table.getSelectedRowModel().rows;
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  // Phones show cards, which have no headers to click: sorting moves into a select.
  const sortable = table.getAllLeafColumns().filter((c) => c.getCanSort() && c.getIsVisible());
  const sort = table.getState().sorting[0];
  const sortLabel = (id: string, dir: "asc" | "desc") => `${table.getColumn(id)?.columnDef.meta?.label ?? id} (${t(dir)})`;
  return (
    <div className={cluster({ align: "center" })}>
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">{children}</div>
      {sortable.length > 0 && (
        <div className="w-full md:hidden">
          <Select
            aria-label={t("sortBy")}
            placeholder={t("sortBy")}
            options={sortable.flatMap((c) =>
              (["asc", "desc"] as const).map((dir) => ({ value: `${c.id}:${dir}`, label: sortLabel(c.id, dir) })),
            )}
            value={sort ? `${sort.id}:${sort.desc ? "desc" : "asc"}` : ""}
            onValueChange={(v) => table.setSorting([{ id: v.split(":")[0]!, desc: v.endsWith(":desc") }])}
          />
        </div>
      )}
      {selected.length > 0 && (
        <div className={cluster({ align: "center" })}>
          <span className="text-sm font-medium text-slate-700" aria-live="polite">
            {t("selected", { count: selected.length })}
          </span>
          {bulkActions?.(selected.map((r) => r.original))}
        </div>
      )}
      {hideable.length > 0 && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="secondary" size="sm">
              <Columns3 aria-hidden />
              {t("columns")}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>{t("showColumns")}</DropdownMenuLabel>
            {hideable.map((column) => (
              <DropdownMenuCheckboxItem
                key={column.id}
                checked={column.getIsVisible()}
                onCheckedChange={(v) => column.toggleVisibility(Boolean(v))}
                onSelect={(e) => e.preventDefault()}
              >
                {column.columnDef.meta?.label ?? column.id}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      {csvFileName && (
        <Button variant="secondary" size="sm" onClick={() => downloadCsv(tableToCsv(table), csvFileName)}>
          <Download aria-hidden />
          {selected.length > 0 ? t("exportSelected", { count: selected.length }) : t("export")}
        </Button>
      )}
    </div>
  );
}
