"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useMe } from "@/lib/queries/me";
import { useSales } from "@/lib/queries/sales";
import { useSalesEvents } from "@/lib/queries/use-sales-events";
import { QueryError } from "./query-error";
import { SaleRow } from "./sale-row";
import { SalesFilters } from "./sales-filters";
import { useSaleFilters } from "./use-sale-filters";

/** Every sale, newest first, from our copy; buyer replies arrive live through the event stream. */
export function SalesView() {
  const t = useTranslations("messages-feature");
  const { data: me } = useMe();
  const [filters, setFilters] = useSaleFilters();
  const query = useSales(filters);
  useSalesEvents({ reconcile: true });
  const sales = useMemo(() => query.data?.pages.flatMap((p) => p.sales) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total;
  const siteId = me?.siteId ?? "MLA";

  return (
    <section aria-labelledby="sales-title" className="mx-auto flex max-w-3xl flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h1 id="sales-title" className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        {total !== undefined && <p className="text-sm text-slate-600">{t("count", { count: total })}</p>}
      </div>
      {me?.viewer.role === "viewer" && <p className="rounded-xl bg-slate-100 p-3 text-sm text-slate-700">{t("viewerNotice")}</p>}
      <SalesFilters filters={filters} onChange={setFilters} />
      {query.isPending ? (
        <ul aria-busy="true" aria-label={t("list.loading")} className="flex flex-col gap-2">
          {Array.from({ length: 6 }, (_, i) => <li key={i} className="h-28 animate-pulse rounded-xl bg-slate-100" />)}
        </ul>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : sales.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">{t("list.empty")}</p>
      ) : (
        <>
          <ul aria-label={t("list.label")} className="flex flex-col gap-2">
            {sales.map((s) => <SaleRow key={s.id} sale={s} siteId={siteId} />)}
          </ul>
          {query.hasNextPage && (
            <button type="button" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} className="min-h-11 rounded-lg border border-slate-300 bg-white font-medium">
              {query.isFetchingNextPage ? t("list.loadingMore") : t("list.more")}
            </button>
          )}
        </>
      )}
    </section>
  );
}
