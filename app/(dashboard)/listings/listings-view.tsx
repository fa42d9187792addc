"use client";

import { Tag } from "lucide-react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { BulkEditPanel, CsvPicker, type BulkSource } from "@/components/listings/bulk-edit";
import { BulkSelectionBar } from "@/components/listings/bulk-selection-bar";
import { EmptyState } from "@/components/patterns/empty-state";
import { ErrorState } from "@/components/patterns/error-state";
import { PageHeader } from "@/components/patterns/page-header";
import { useAccount } from "@/components/shell/account-context";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { ItemPicture } from "@/components/ui/item-picture";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Text } from "@/components/ui/text";
import { cn } from "@/lib/cn";
import { formatMoney } from "@/lib/format";
import { useListingEvents, useListingList, type ListingFilters } from "@/lib/queries/listings";
import { useDebouncedValue } from "@/lib/use-debounced-value";

const ListingEditor = dynamic(() => import("@/components/listings/listing-editor").then((m) => m.ListingEditor), {
  loading: () => <Skeleton className="h-32 w-full" />,
});

const STATUSES = ["active", "paused", "closed", "under_review"] as const;

/** Every listing with its stock, price and status, filtered; a row opens its editor in place. */
export function ListingsView({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations("listings.page");
  const tStatus = useTranslations("listings.editor.status");
  const locale = useLocale();
  const { siteId } = useAccount();
  const [status, setStatus] = useState<ListingFilters["status"]>();
  const [outOfStock, setOutOfStock] = useState(false);
  const [withQuestions, setWithQuestions] = useState(false);
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulk, setBulk] = useState<BulkSource | null>(null);
  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const { data, error, isPending, refetch } = useListingList({ status, outOfStock, withQuestions, q: q || undefined });
  useListingEvents();

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t("title")} description={t("description")} />
      <div className="flex flex-wrap items-center gap-3">
        <Select
          aria-label={t("status")}
          className="w-48"
          value={status ?? "all"}
          onValueChange={(v) => setStatus(v === "all" ? undefined : (v as ListingFilters["status"]))}
          options={[{ value: "all", label: t("allStatuses") }, ...STATUSES.map((s) => ({ value: s, label: tStatus(s) }))]}
        />
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <Checkbox checked={outOfStock} onCheckedChange={(c) => setOutOfStock(c === true)} />
          {t("outOfStock")}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <Checkbox checked={withQuestions} onCheckedChange={(c) => setWithQuestions(c === true)} />
          {t("withQuestions")}
        </label>
        <Input
          type="search"
          aria-label={t("search")}
          placeholder={t("search")}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="min-h-11 w-full sm:w-64"
        />
        {canEdit && <CsvPicker onPicked={setBulk} />}
      </div>
      {bulk ? (
        <BulkEditPanel source={bulk} onClose={() => setBulk(null)} />
      ) : (
        canEdit &&
        selected.size > 0 && <BulkSelectionBar itemIds={[...selected]} onCheck={setBulk} onClear={() => setSelected(new Set())} />
      )}
      {isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data.rows.length ? (
        <EmptyState icon={Tag} title={t("empty")} />
      ) : (
        <>
          <Text variant="caption">{t("count", { count: data.total })}</Text>
          <ul className={cn(cardClass, "divide-y divide-slate-100")}>
            {data.rows.map((row) => (
              <li key={row.id} className="p-3" data-testid="listing-row" data-item-id={row.id}>
                <div className="flex flex-wrap items-center gap-3">
                  {canEdit && (
                    <Checkbox
                      aria-label={t("select", { title: row.title })}
                      checked={selected.has(row.id)}
                      onCheckedChange={(c) => toggle(row.id, c === true)}
                      className="size-6"
                    />
                  )}
                  <ItemPicture src={row.thumbnail} fit="contain" className="size-12 bg-white" />
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="line-clamp-2 text-sm text-slate-800 sm:truncate">{row.title}</p>
                    <Text variant="caption">
                      {formatMoney(row.price, siteId, locale, { currency: row.currencyId, unambiguous: true })}
                      {" · "}
                      <span className={row.availableQuantity === 0 ? "font-semibold text-red-700" : ""}>
                        {t("stockShort", { count: row.availableQuantity })}
                      </span>
                      {row.waitingQuestions > 0 && ` · ${t("waiting", { count: row.waitingQuestions })}`}
                    </Text>
                  </div>
                  <div className="ms-auto flex items-center gap-2">
                    <Badge tone={row.status === "active" ? "success" : row.status === "paused" ? "warning" : "neutral"}>
                      {tStatus.has(row.status) ? tStatus(row.status as (typeof STATUSES)[number]) : row.status}
                    </Badge>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-expanded={open === row.id}
                      onClick={() => setOpen(open === row.id ? null : row.id)}
                    >
                      {open === row.id ? t("close") : t("edit")}
                    </Button>
                  </div>
                </div>
                {open === row.id && (
                  <div className="mt-3">
                    <ListingEditor itemId={row.id} canEdit={canEdit} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
