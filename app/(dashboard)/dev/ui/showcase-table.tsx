"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { Pause, Pencil } from "lucide-react";
import { useLocale } from "next-intl";
import { useMemo } from "react";
import { DataTable } from "@/components/patterns/data-table";
import { Section } from "@/components/patterns/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toast";
import { formatDate, formatMoney, formatNumber } from "@/lib/format";
import { ITEMS, type DemoItem } from "./demo-data";

const SITE = "MLA";
const col = createColumnHelper<DemoItem>();

export function ShowcaseTable() {
  const locale = useLocale();
  const columns = useMemo(
    () => [
      col.accessor("title", { header: "Item", meta: { label: "Item", primary: true } }),
      col.accessor("id", { header: "ID", meta: { label: "ID" }, cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span> }),
      col.accessor("price", { header: "Price", meta: { label: "Price", align: "right" }, cell: (c) => formatMoney(c.getValue(), SITE, locale) }),
      col.accessor("stock", { header: "Stock", meta: { label: "Stock", align: "right" }, cell: (c) => formatNumber(c.getValue(), SITE, locale) }),
      col.accessor("sold", { header: "Sold", meta: { label: "Sold", align: "right" }, cell: (c) => formatNumber(c.getValue(), SITE, locale) }),
      col.accessor("status", {
        header: "Status",
        meta: { label: "Status" },
        cell: (c) => <Badge tone={c.getValue() === "active" ? "success" : "neutral"}>{c.getValue() === "active" ? "Active" : "Paused"}</Badge>,
      }),
      col.accessor("updated", { header: "Updated", meta: { label: "Updated", csv: (row) => new Date(row.updated) }, cell: (c) => formatDate(c.getValue(), SITE, locale, "short-date-time") }),
    ],
    [locale],
  );

  return (
    <Section title="Data table" description="Sort by a header, select rows, hide columns, export CSV; cards on phones.">
      <DataTable
        columns={columns}
        data={ITEMS}
        caption="Items"
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.title}
        enableSelection
        pageSize={10}
        csvFileName="items.csv"
        initialHidden={["id"]}
        bulkActions={(rows) => (
          <Button size="sm" variant="secondary" onClick={() => toast(`${rows.length} items paused.`)}>
            <Pause aria-hidden />
            Pause
          </Button>
        )}
        rowActions={(row) => (
          <DropdownMenuItem onSelect={() => toast(`Edit ${row.title}`)}>
            <Pencil aria-hidden />
            Edit
          </DropdownMenuItem>
        )}
      />
    </Section>
  );
}
