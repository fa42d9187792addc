"use client";

import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Table,
  type VisibilityState,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, MoreHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from "react";
import { Button } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { CardPairs } from "./data-table-card-pairs";
import { DataTablePagination } from "./data-table-pagination";
import { placeUndefined } from "./data-table-sort";
import { DataTableToolbar } from "./data-table-toolbar";
import "./data-table-meta";
import { Text } from "@/components/ui/text";
import { stack } from "@/components/ui/stack";

export type DataTableProps<T> = {
  columns: ColumnDef<T, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- TanStack's own idiom for mixed value types
  data: T[];
  /** Accessible name of the table (visually hidden caption). */
  caption: string;
  getRowId: (row: T) => string;
  /** A short name of a row for screen readers ("Select row …", "Actions for …"). */
  getRowLabel: (row: T) => string;
  enableSelection?: boolean;
  onSelectionChange?: (rows: T[]) => void;
  bulkActions?: (rows: T[]) => ReactNode;
  /** Menu items (DropdownMenuItem) for one row, behind a "⋯" button. */
  rowActions?: (row: T) => ReactNode;
  pageSize?: number;
  csvFileName?: string;
  toolbar?: ReactNode;
  empty?: ReactNode;
  loading?: boolean;
  initialSorting?: SortingState;
  initialHidden?: string[];
  /**
   * On phone cards, figures (right-aligned columns) as one wrapping line of label–value pairs: the shortest
   * card, for rows of many plain numbers led by a few key ones (`meta.cardKey`, `meta.cardAside`).
   */
  figureLine?: boolean;
  /** The table itself, for a caller acting on it from outside (an export of the rows as sorted, a search going back to page 1). */
  tableRef?: Ref<Table<T> | null>;
  className?: string;
};

/**
 * The one table: TanStack Table for sorting, selection, paging and column visibility; a sticky header in
 * a scrolling box on desktop; the same rows as cards on phones (below md), where columns do not fit.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    data,
    caption,
    getRowId,
    getRowLabel,
    enableSelection = false,
    onSelectionChange,
    rowActions,
    pageSize = 20,
    loading = false,
  } = props;
  const t = useTranslations("ui.table");
  const [sorting, setSorting] = useState<SortingState>(props.initialSorting ?? []);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(() =>
    Object.fromEntries((props.initialHidden ?? []).map((id) => [id, false])),
  );
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const sortedColumns = useMemo(() => placeUndefined(columns, sorting), [columns, sorting]);
  // When the rows shrink under the page shown (a refetch, a narrower search), the last page there is shows,
  // and Previous goes on from there. Every row is paged (no filtering here): the row count is the data's.
  const shownPage = {
    ...pagination,
    pageIndex: Math.min(pagination.pageIndex, Math.max(0, Math.ceil(data.length / pagination.pageSize) - 1)),
  };

  // TanStack Table v8 hands back a mutable table object; React Compiler skips this component, which is fine.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns: sortedColumns,
    getRowId,
    state: { sorting, rowSelection, columnVisibility, pagination: shownPage },
    enableRowSelection: enableSelection,
    // A new order starts at its first page (page 4 of another order means nothing).
    onSortingChange: (update) => {
      setSorting(update);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    onPaginationChange: (update) => setPagination(typeof update === "function" ? update(shownPage) : update),
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: setColumnVisibility,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
    // TanStack sorts numbers descending first; one rule (ascending first) is easier to predict.
    sortDescFirst: false,
    // A header toggles between its two orders: a third click falling back to the rows' unsorted order
    // (ids, not the table's default order) reads as a random shuffle.
    enableSortingRemoval: false,
  });
  useImperativeHandle(props.tableRef, () => table, [table]);

  // The caller's callback may be a new function on every render: keep it out of the effect's deps, or a
  // caller that stores the selection in state would loop.
  const notify = useRef(onSelectionChange);
  useEffect(() => {
    notify.current = onSelectionChange;
  });
  const selectedRows = table.getSelectedRowModel().rows;
  useEffect(() => {
    notify.current?.(selectedRows.map((r) => r.original));
  }, [selectedRows]);

  const rows = table.getRowModel().rows;
  const visible = table.getVisibleLeafColumns();
  const colSpan = visible.length + (enableSelection ? 1 : 0) + (rowActions ? 1 : 0);

  const selectRow = (row: Row<T>) => (
    <Checkbox
      checked={row.getIsSelected()}
      onCheckedChange={(v) => row.toggleSelected(Boolean(v))}
      aria-label={t("selectRow", { row: getRowLabel(row.original) })}
    />
  );
  const actions = (row: Row<T>) =>
    rowActions && (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t("rowActions", { row: getRowLabel(row.original) })}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>{rowActions(row.original)}</DropdownMenuContent>
      </DropdownMenu>
    );

  return (
    <div className={cn(stack({ gap: 3 }), props.className)}>
      <DataTableToolbar table={table} bulkActions={props.bulkActions} csvFileName={props.csvFileName}>
        {props.toolbar}
      </DataTableToolbar>

      <div className={cn(cardClass, "hidden max-h-[70vh] overflow-auto p-0 md:block")} aria-busy={loading || undefined}>
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {enableSelection && (
                  <th scope="col" className={cn(thClass, "w-10")}>
                    <Checkbox
                      checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? "indeterminate" : false}
                      onCheckedChange={(v) => table.toggleAllPageRowsSelected(Boolean(v))}
                      aria-label={t("selectPage")}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                      className={cn(thClass, meta?.align === "right" && "text-right")}
                    >
                      {header.isPlaceholder ? null : header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className={cn(
                            "-mx-2 inline-flex min-h-9 items-center gap-1 rounded-md px-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent",
                            meta?.align === "right" && "flex-row-reverse",
                          )}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {sorted === "asc" ? (
                            <ArrowUp aria-hidden className="size-4" />
                          ) : sorted === "desc" ? (
                            <ArrowDown aria-hidden className="size-4" />
                          ) : (
                            <ArrowUpDown aria-hidden className="size-4 text-slate-400" />
                          )}
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
                {rowActions && (
                  <th scope="col" className={cn(thClass, "w-12")}>
                    <span className="sr-only">{t("actions")}</span>
                  </th>
                )}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading && rows.length === 0 ? (
              Array.from({ length: 5 }, (_, i) => (
                <tr key={i}>
                  <td colSpan={colSpan} className={tdClass}>
                    <Skeleton className="h-5 w-full" />
                  </td>
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={colSpan} className="p-6 text-center text-slate-600">
                  {props.empty ?? t("empty")}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.id}
                  data-state={row.getIsSelected() ? "selected" : undefined}
                  className="hover:bg-slate-50 data-[state=selected]:bg-blue-50"
                >
                  {enableSelection && <td className={tdClass}>{selectRow(row)}</td>}
                  {row.getVisibleCells().map((cell) => {
                    const Cell = cell.column.columnDef.meta?.rowHeader ? "th" : "td";
                    return (
                      <Cell
                        key={cell.id}
                        scope={Cell === "th" ? "row" : undefined}
                        className={cn(
                          tdClass,
                          Cell === "th" && "text-left font-normal",
                          cell.column.columnDef.meta?.align === "right" && "text-right tabular-nums",
                        )}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Cell>
                    );
                  })}
                  {rowActions && <td className={cn(tdClass, "py-1")}>{actions(row)}</td>}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      {/* Phones: one card per row, each field labelled, since a wide table would scroll sideways. */}
      <ul className="flex flex-col gap-2 md:hidden" aria-label={caption} aria-busy={loading || undefined}>
        {rows.length === 0 && !loading && <li className={cn(cardClass, "p-4 text-center text-slate-600")}>{props.empty ?? t("empty")}</li>}
        {rows.map((row) => {
          const cells = row.getVisibleCells();
          const leading = cells.filter((c) => c.column.columnDef.meta?.leading);
          const primary = cells.find((c) => c.column.columnDef.meta?.primary) ?? cells.find((c) => !leading.includes(c));
          // The key line: the row's headline figures, then what goes beside them (a sparkline).
          const keys = cells.filter((c) => c !== primary && c.column.columnDef.meta?.cardKey);
          const asides = cells.filter((c) => c !== primary && c.column.columnDef.meta?.cardAside);
          const rest = cells.filter((c) => c !== primary && !leading.includes(c) && !keys.includes(c) && !asides.includes(c));
          // With figureLine, a card of eight figures is a line or two of label–value pairs instead of eight lines.
          const figures = props.figureLine ? rest.filter((c) => c.column.columnDef.meta?.align === "right") : [];
          const fields = rest.filter((c) => !figures.includes(c));
          const before = (
            <>
              {enableSelection && <div className="pt-0.5">{selectRow(row)}</div>}
              {leading.map((cell) => (
                <div key={cell.id} className="pt-0.5">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </div>
              ))}
            </>
          );
          const head = primary && (
            <Text as="div" variant="strong">
              {flexRender(primary.column.columnDef.cell, primary.getContext())}
            </Text>
          );
          const after = rowActions && <div className="-mt-2 -mr-2">{actions(row)}</div>;
          const body = (
            <>
              {(keys.length > 0 || asides.length > 0) && (
                <div className="flex items-center gap-3">
                  <CardPairs cells={keys} look="key" />
                  {asides.map((cell) => (
                    <div key={cell.id} className="shrink-0">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </div>
                  ))}
                </div>
              )}
              {fields.length > 0 && <CardPairs cells={fields} look="field" />}
              {figures.length > 0 && <CardPairs cells={figures} look="figure" />}
            </>
          );
          return (
            <li
              key={row.id}
              className={cn(
                cardClass,
                "flex p-4",
                props.figureLine ? "flex-col gap-2" : "gap-3",
                row.getIsSelected() && "border-accent bg-blue-50",
              )}
            >
              {props.figureLine ? (
                <>
                  {/* The compact card: the checkboxes beside the title only, the figures below it on the card's whole width. */}
                  <div className="flex gap-3">
                    {before}
                    <div className="min-w-0 flex-1">{head}</div>
                    {after}
                  </div>
                  {body}
                </>
              ) : (
                <>
                  {before}
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    {head}
                    {body}
                  </div>
                  {after}
                </>
              )}
            </li>
          );
        })}
      </ul>

      <DataTablePagination table={table} />
    </div>
  );
}

const thClass = "sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-3 py-2 text-left text-xs font-semibold text-slate-700";
const tdClass = "border-b border-slate-100 px-3 py-2 align-middle";
