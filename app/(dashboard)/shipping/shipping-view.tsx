"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { PackageSearch, RefreshCw } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DataTable } from "@/components/patterns/data-table";
import { EmptyState } from "@/components/patterns/empty-state";
import { ErrorState } from "@/components/patterns/error-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { ItemPicture } from "@/components/ui/item-picture";
import { formatMoney, formatRelative } from "@/lib/format";
import { useReadShippingAgain, useShippingItems, type ShippingFilters } from "@/lib/queries/shipping";
import type { ShippingRow } from "@/lib/schemas/shipping";
import { BulkPanel, type BulkRequest } from "./bulk-panel";
import { CostCell, FreeShippingCell } from "./free-shipping-cell";
import { perSaleCost } from "@/lib/shipping/per-sale-cost";
import { turnOnRefusal } from "@/lib/shipping/plan-change";
import { HistoryDialog } from "./history-dialog";
import { ItemChangeDialog } from "./item-change-dialog";
import { ShippingFiltersBar } from "./shipping-filters";
import { useShippingTerms } from "@/components/patterns/shipping-terms";
import { Text } from "@/components/ui/text";
import { cluster, stack } from "@/components/ui/stack";

export function ShippingView({ siteId, canEdit }: { siteId: string; canEdit: boolean }) {
  const t = useTranslations("shipping");
  const terms = useShippingTerms();
  const locale = useLocale();
  const [filters, setFilters] = useState<ShippingFilters>({ q: "", free: "all", mode: "all", accepts: "all" });
  const list = useShippingItems(filters);
  const [change, setChange] = useState<{ row: ShippingRow; action: "on" | "off" } | null>(null);
  const [history, setHistory] = useState<ShippingRow | null>(null);
  const [bulk, setBulk] = useState<BulkRequest | null>(null);
  // Refusals stay in words next to the item until it changes again.
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  // A failed "Read again" is said above the rows, which stay as last read.
  const readAgain = useReadShippingAgain();
  const fulfilment = list.data?.fulfilment ?? false;

  const columns = useMemo<ColumnDef<ShippingRow>[]>(
    () => [
      {
        id: "item",
        accessorFn: (r) => r.title,
        header: t("columns.item"),
        meta: { label: t("columns.item"), primary: true, csv: (r) => `${r.id} ${r.title}` },
        cell: ({ row: { original: r } }) => (
          <div className="flex min-w-48 items-center gap-3">
            <ItemPicture src={r.thumbnail} className="size-10" />
            <div className="min-w-0">
              <div className="line-clamp-2 font-medium text-slate-900">{r.title}</div>
              <Text as="div" variant="faint">
                {r.id}
              </Text>
              {rowErrors[r.id] && (
                <p role="alert" className="mt-1 text-xs text-red-700">
                  {rowErrors[r.id]}
                </p>
              )}
            </div>
          </div>
        ),
      },
      {
        id: "price",
        accessorFn: (r) => r.price ?? 0,
        header: t("columns.price"),
        meta: { label: t("columns.price"), align: "right", csv: (r) => r.price },
        cell: ({ row: { original: r } }) => (
          <span className="tabular-nums">
            {r.price === null ? "—" : formatMoney(r.price, siteId, locale, { currency: r.currencyId ?? undefined, unambiguous: true })}
          </span>
        ),
      },
      {
        id: "mode",
        accessorFn: (r) => r.mode,
        header: t("columns.mode"),
        meta: { label: t("columns.mode"), csv: (r) => `${r.mode} ${r.logisticType ?? ""}`.trim() },
        cell: ({ row: { original: r } }) => (
          <div className="text-sm">
            <div>{terms.mode(r.mode)}</div>
            {r.logisticType && r.logisticType !== r.mode && (
              <Text as="div" variant="caption">
                {terms.logistic(r.logisticType)}
              </Text>
            )}
          </div>
        ),
      },
      {
        id: "free",
        accessorFn: (r) => (r.freeShipping ? 1 : 0),
        header: t("columns.free"),
        meta: { label: t("columns.free"), csv: (r) => (r.freeShipping ? (r.freeRule ?? "country") : "") },
        cell: ({ row: { original: r } }) => <FreeShippingCell row={r} />,
      },
      {
        id: "cost",
        accessorFn: (r) => perSaleCost(r)?.sellerCost ?? -1,
        header: t("columns.cost"),
        meta: { label: t("columns.cost"), align: "right", csv: (r) => perSaleCost(r)?.sellerCost },
        cell: ({ row: { original: r } }) => <CostCell row={r} siteId={siteId} />,
      },
      ...(canEdit
        ? [
            {
              id: "toggle",
              header: t("columns.actions"),
              enableSorting: false,
              meta: { label: t("columns.actions") },
              cell: ({ row: { original: r } }: { row: { original: ShippingRow } }) => {
                // Where turning on cannot work (a classified, a closed listing, a category that refuses it
                // without fulfilment, a listing off Mercado Envíos), the reason instead of a button.
                const cannot = r.freeShipping ? null : turnOnRefusal(r, { siteId, fulfilment });
                if (cannot) return <span className="text-sm text-slate-600">{t(`refusal.${cannot}`)}</span>;
                return (
                  <Button
                    size="sm"
                    variant={r.freeShipping ? "secondary" : "primary"}
                    onClick={() => setChange({ row: r, action: r.freeShipping ? "off" : "on" })}
                    aria-label={`${r.freeShipping ? t("turnOff") : t("turnOn")}: ${r.title}`}
                  >
                    {r.freeShipping ? t("turnOff") : t("turnOn")}
                  </Button>
                );
              },
            } satisfies ColumnDef<ShippingRow>,
          ]
        : []),
    ],
    [t, terms, siteId, locale, canEdit, rowErrors, fulfilment],
  );

  return (
    <div className={stack({ gap: 4 })}>
      {!canEdit && <Alert tone="info">{t("viewerNote")}</Alert>}
      <BulkPanel request={bulk} onClose={() => setBulk(null)} siteId={siteId} canEdit={canEdit} />
      <ShippingFiltersBar value={filters} onChange={setFilters} />
      <Text as="div" className={cluster({ align: "center", justify: "between" })}>
        <span>{list.data ? t("readAt", { when: formatRelative(list.data.readAt, locale) }) : "\u00a0"}</span>
        <div className={cluster()}>
          {canEdit && list.data && list.data.total > 0 && (
            <>
              <Button size="sm" variant="secondary" onClick={() => setBulk({ action: "on", filter: filters, count: list.data.total })}>
                {t("turnOn")} · {t("bulk.allMatching", { count: list.data.total })}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setBulk({ action: "off", filter: filters, count: list.data.total })}>
                {t("turnOff")} · {t("bulk.allMatching", { count: list.data.total })}
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" onClick={() => readAgain.mutate()} loading={readAgain.isPending}>
            <RefreshCw aria-hidden />
            {t("refresh")}
          </Button>
        </div>
      </Text>
      {readAgain.isError && <ErrorState error={readAgain.error} onRetry={() => readAgain.mutate()} />}
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <DataTable
          caption={t("title")}
          columns={columns}
          data={list.data?.items ?? []}
          loading={list.isPending}
          getRowId={(r) => r.id}
          getRowLabel={(r) => r.title}
          enableSelection={canEdit}
          csvFileName="shipping-items.csv"
          bulkActions={
            canEdit
              ? (rows) => (
                  <>
                    <Button size="sm" onClick={() => setBulk({ action: "on", itemIds: rows.map((r) => r.id), count: rows.length })}>
                      {t("turnOn")}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setBulk({ action: "off", itemIds: rows.map((r) => r.id), count: rows.length })}
                    >
                      {t("turnOff")}
                    </Button>
                  </>
                )
              : undefined
          }
          rowActions={(r) => <DropdownMenuItem onSelect={() => setHistory(r)}>{t("history")}</DropdownMenuItem>}
          empty={
            filters.q || filters.free !== "all" || filters.mode !== "all" || filters.accepts !== "all" ? (
              <EmptyState icon={PackageSearch} title={t("empty.title")} description={t("empty.description")} />
            ) : (
              <EmptyState icon={PackageSearch} title={t("noItems.title")} description={t("noItems.description")} />
            )
          }
        />
      )}
      {change && (
        <ItemChangeDialog
          key={`${change.row.id}-${change.action}`}
          row={change.row}
          action={change.action}
          siteId={siteId}
          onClose={() => setChange(null)}
          onResult={(id, error) =>
            setRowErrors((e) => {
              const next = { ...e };
              if (error) next[id] = error;
              else delete next[id];
              return next;
            })
          }
        />
      )}
      {history && <HistoryDialog row={history} siteId={siteId} canEdit={canEdit} onClose={() => setHistory(null)} />}
    </div>
  );
}
