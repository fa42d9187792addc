import type { Table } from "@tanstack/react-table";
import { toCsv, type CsvValue } from "@/lib/format";
import "./data-table-meta";

/** The table as CSV: visible data columns, every row after sorting (or only the selected rows, if any). */
export function tableToCsv<T>(table: Table<T>): string {
  const columns = table.getVisibleLeafColumns().filter((c) => c.accessorFn || c.columnDef.meta?.csv);
  const selected = table.getSelectedRowModel().rows;
  const rows = selected.length > 0 ? selected : table.getSortedRowModel().rows;
  return toCsv(
    columns.map((c) => c.columnDef.meta?.label ?? c.id),
    rows.map((row) => columns.map((c) => (c.columnDef.meta?.csv ? c.columnDef.meta.csv(row.original) : (row.getValue(c.id) as CsvValue)))),
  );
}

/** Hands the CSV to the browser as a download (BOM first, so spreadsheet apps read accents right). */
export function downloadCsv(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
