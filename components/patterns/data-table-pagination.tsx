"use client";

import type { Table } from "@tanstack/react-table";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export function DataTablePagination<T>({ table }: { table: Table<T> }) {
  const t = useTranslations("ui.table");
  const pages = table.getPageCount();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("pagination")} className="flex items-center justify-end gap-2 text-sm">
      <p className="text-slate-600" aria-live="polite">
        {t("page", { page: table.getState().pagination.pageIndex + 1, pages })}
      </p>
      <Button
        variant="secondary"
        size="icon"
        onClick={() => table.previousPage()}
        disabled={!table.getCanPreviousPage()}
        aria-label={t("previous")}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <Button variant="secondary" size="icon" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()} aria-label={t("next")}>
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
