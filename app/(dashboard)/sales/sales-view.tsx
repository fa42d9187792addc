"use client";

import { Inbox, Send, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { EmptyState } from "@/components/patterns/empty-state";
import { ErrorState } from "@/components/patterns/error-state";
import { useDismissibleRun } from "@/components/patterns/use-dismissible-run";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAccount } from "@/components/shell/account-context";
import { useAllAccounts } from "@/lib/accounts/use-all-accounts";
import { useLatestInvoiceRun, useSales } from "@/lib/queries/sales";
import { useSalesEvents } from "@/lib/queries/use-sales-events";
import { INVOICE_BULK_MAX } from "@/lib/schemas/sales";
import { InvoiceDialog } from "./invoice-dialog";
import { InvoiceRunPanel } from "./invoice-run-panel";
import { SaleRow } from "./sale-row";
import { SalesFilters } from "./sales-filters";
import { useSaleFilters } from "./use-sale-filters";
import { Heading, Text } from "@/components/ui/text";
import { cluster, stack } from "@/components/ui/stack";

const DISMISSED = "mostrador.sales.dismissedRun";

/**
 * Every sale, newest first, from our copy; buyer replies arrive live through the event stream. With
 * `?account=all`, one list across the person's accounts: each row is drawn and opened with its own account,
 * and the bulk invoice links (one account's run, token and caps) wait for one account to be chosen.
 */
export function SalesView() {
  const t = useTranslations("sales");
  // Site and role are ours (stored at sign-in): prices and actions never wait on the marketplace.
  const { role, accounts } = useAccount();
  const allAccounts = useAllAccounts();
  const [filters, setFilters] = useSaleFilters();
  const query = useSales(filters);
  useSalesEvents({ reconcile: true });
  const sales = useMemo(() => query.data?.pages.flatMap((p) => p.sales) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total;
  const canSend = role !== "viewer";
  // Selecting for a bulk run: one account's agents and owners only.
  const canSelect = canSend && !allAccounts;
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [isComposing, setComposing] = useState(false);
  const toggle = useCallback(
    (id: string) =>
      setSelected((s) => {
        const next = new Set(s);
        if (!next.delete(id) && next.size < INVOICE_BULK_MAX) next.add(id);
        return next;
      }),
    [],
  );

  // The last bulk run is read back on every visit: a closed tab or a reload shows its progress again.
  const latest = useLatestInvoiceRun(!allAccounts);
  const [startedRun, setStartedRun] = useState<string | null>(null);
  const shownRun = useDismissibleRun(DISMISSED, allAccounts ? null : (startedRun ?? latest.data?.run?.id ?? null));

  return (
    <section aria-labelledby="sales-title" className="flex max-w-3xl flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <Heading as="h1" variant="page" id="sales-title">
          {t("title")}
        </Heading>
        {total != null && <Text>{t("count", { count: total })}</Text>}
      </div>
      {allAccounts ? (
        <Text variant="body" className="rounded-xl bg-slate-100 p-3">
          {t("allAccounts.notice", { count: accounts.length })}
          {accounts.some((a) => a.role !== "viewer") && ` ${t("allAccounts.bulkHint")}`}
        </Text>
      ) : (
        role === "viewer" && (
          <Text variant="body" className="rounded-xl bg-slate-100 p-3">
            {t("viewerNotice")}
          </Text>
        )
      )}
      {shownRun.runId && <InvoiceRunPanel runId={shownRun.runId} canSend={canSend} onDismiss={shownRun.dismiss} />}
      <SalesFilters filters={filters} onChange={setFilters} />
      {query.isPending ? (
        <ul aria-busy="true" aria-label={t("list.loading")} className={stack({ gap: 2 })}>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-28 rounded-xl" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : sales.length === 0 ? (
        <EmptyState icon={Inbox} title={t("list.empty")} description={t("list.emptyHint")} />
      ) : (
        <>
          <ul aria-label={t("list.label")} className={stack({ gap: 2 })}>
            {sales.map((s) => (
              <SaleRow key={s.id} sale={s} selected={selected.has(s.id)} onToggle={canSelect ? toggle : undefined} />
            ))}
          </ul>
          {query.hasNextPage && (
            <Button variant="secondary" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? t("list.loadingMore") : t("list.more")}
            </Button>
          )}
        </>
      )}
      {selected.size > 0 && (
        <div
          role="region"
          aria-label={t("bulk.barLabel")}
          className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-10 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-2 shadow-lg md:bottom-4"
        >
          <p className="px-2 text-sm font-medium">{t("bulk.selected", { count: selected.size })}</p>
          <div className={cluster({ wrap: false })}>
            <Button variant="ghost" onClick={() => setSelected(new Set())}>
              <X aria-hidden />
              {t("bulk.clear")}
            </Button>
            <Button onClick={() => setComposing(true)}>
              <Send aria-hidden />
              {t("bulk.open")}
            </Button>
          </div>
        </div>
      )}
      {isComposing && (
        <InvoiceDialog
          saleIds={[...selected]}
          onClose={() => setComposing(false)}
          onStarted={(runId) => {
            setStartedRun(runId);
            setComposing(false);
            setSelected(new Set());
            window.scrollTo({ top: 0, behavior: "smooth" });
          }}
        />
      )}
    </section>
  );
}
