"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { Pause, Pencil } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
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
  const t = useTranslations("ui.showcase");
  const locale = useLocale();
  const columns = useMemo(
    () => [
      col.accessor("title", { header: t("table.item"), meta: { label: t("table.item"), primary: true } }),
      col.accessor("id", {
        header: t("table.id"),
        meta: { label: t("table.id") },
        cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
      }),
      col.accessor("price", {
        header: t("table.price"),
        meta: { label: t("table.price"), align: "right" },
        cell: (c) => formatMoney(c.getValue(), SITE, locale),
      }),
      col.accessor("stock", {
        header: t("table.stock"),
        meta: { label: t("table.stock"), align: "right" },
        cell: (c) => formatNumber(c.getValue(), SITE, locale),
      }),
      col.accessor("sold", {
        header: t("table.sold"),
        meta: { label: t("table.sold"), align: "right" },
        cell: (c) => formatNumber(c.getValue(), SITE, locale),
      }),
      col.accessor("status", {
        header: t("table.status"),
        meta: { label: t("table.status") },
        cell: (c) => (
          <Badge tone={c.getValue() === "active" ? "success" : "neutral"}>
            {c.getValue() === "active" ? t("table.active") : t("table.paused")}
          </Badge>
        ),
      }),
      col.accessor("updated", {
        header: t("table.updated"),
        meta: { label: t("table.updated"), csv: (row) => new Date(row.updated) },
        cell: (c) => formatDate(c.getValue(), SITE, locale, "short-date-time"),
      }),
    ],
    [locale, t],
  );

  return (
    <Section title={t("table.title")} description={t("table.description")}>
      <DataTable
        columns={columns}
        data={ITEMS}
        caption={t("table.caption")}
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.title}
        enableSelection
        pageSize={10}
        csvFileName="items.csv"
        initialHidden={["id"]}
        bulkActions={(rows) => (
          <Button size="sm" variant="secondary" onClick={() => toast(t("table.pausedToast", { count: rows.length }))}>
            <Pause aria-hidden />
            {t("table.pause")}
          </Button>
        )}
        rowActions={(row) => (
          <DropdownMenuItem onSelect={() => toast(t("table.editToast", { title: row.title }))}>
            <Pencil aria-hidden />
            {t("table.edit")}
          </DropdownMenuItem>
        )}
      />
    </Section>
  );
}
