"use client";

import { LifeBuoy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { EmptyState } from "@/components/patterns/empty-state";
import { ErrorState } from "@/components/patterns/error-state";
import { useAccount } from "@/components/shell/account-context";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { stack } from "@/components/ui/stack";
import { Heading, Text } from "@/components/ui/text";
import { useAllAccounts } from "@/lib/accounts/use-all-accounts";
import { useClaims, useClaimsEvents } from "@/lib/queries/claims";
import { ClaimRow } from "./claim-row";
import { ClaimsFilters } from "./claims-filters";
import { useClaimFilters } from "./use-claim-filters";
import { useMinuteClock } from "./use-minute-clock";

/**
 * The claims desk: every open claim of the accounts the person may see, what is due first, from our copy;
 * arrivals and changes come live through the event stream (from any instance).
 */
export function ClaimsView() {
  const t = useTranslations("claims");
  const { role, accounts } = useAccount();
  const allAccounts = useAllAccounts();
  const [filters, setFilters] = useClaimFilters();
  const query = useClaims(filters);
  useClaimsEvents();
  const now = useMinuteClock();
  const claims = useMemo(() => query.data?.pages.flatMap((p) => p.claims) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total;

  return (
    <section aria-labelledby="claims-title" className="flex max-w-3xl flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <Heading as="h1" variant="page" id="claims-title">
          {t("title")}
        </Heading>
        {total != null && <Text>{t("count", { count: total })}</Text>}
      </div>
      {allAccounts ? (
        <Text variant="body" className="rounded-xl bg-slate-100 p-3">
          {t("allAccounts", { count: accounts.length })}
        </Text>
      ) : (
        role === "viewer" && (
          <Text variant="body" className="rounded-xl bg-slate-100 p-3">
            {t("viewerNotice")}
          </Text>
        )
      )}
      <ClaimsFilters filters={filters} onChange={setFilters} />
      {query.isPending ? (
        <ul aria-busy="true" aria-label={t("list.loading")} className={stack({ gap: 2 })}>
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-32 rounded-xl" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : claims.length === 0 ? (
        <EmptyState icon={LifeBuoy} title={t("list.empty")} description={t("list.emptyHint")} />
      ) : (
        <>
          <ul aria-label={t("list.label")} className={stack({ gap: 2 })}>
            {claims.map((c) => (
              <ClaimRow key={c.id} claim={c} now={now} />
            ))}
          </ul>
          {query.hasNextPage && (
            <Button variant="secondary" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? t("list.loadingMore") : t("list.more")}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
