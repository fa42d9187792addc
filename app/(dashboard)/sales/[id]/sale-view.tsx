"use client";

import { BackLink } from "@/components/patterns/page-header";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { ACCOUNT_PARAM, ALL_ACCOUNTS, isAllAccounts } from "@/lib/accounts/account-param";
import { PresenceBadge } from "@/components/questions/presence-badge";
import { ErrorState } from "@/components/patterns/error-state";
import { NotFoundState } from "@/components/patterns/not-found-state";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { Button } from "@/components/ui/button";
import { MarketplaceUnreachable } from "@/components/patterns/marketplace-unreachable";
import { WaitingOnMarketplace } from "@/components/patterns/waiting-on-marketplace";
import { useAccount } from "@/components/shell/account-context";
import { useMarkUnread, useSale } from "@/lib/queries/sales";
import { useSalesEvents } from "@/lib/queries/use-sales-events";
import { usePresenceHeartbeat } from "@/lib/queries/use-presence-heartbeat";
import { AuditTrail } from "./audit-trail";
import { Composer } from "./composer";
import { SaleHeader } from "./sale-header";
import { SaleTimeline } from "./sale-timeline";
import { Text } from "@/components/ui/text";
import { cluster } from "@/components/ui/stack";

/** One sale: header, conversation by day, the composer (agents and owners), the audit trail. */
export function SaleView({ id, myUserId }: { id: string; myUserId: string }) {
  const t = useTranslations("sales");
  // The role is ours: the composer never disappears because the marketplace does not answer /users/me.
  const { role } = useAccount();
  const query = useSale(id);
  const unread = useMarkUnread(id);
  useSalesEvents();
  usePresenceHeartbeat(`sale:${id}`);
  const canSend = role !== "viewer";
  // Opened from the all-accounts list (which opens each sale with its own account): the way back is that list.
  const fromAll = isAllAccounts(useSearchParams().get("from"));

  return (
    <article className="flex max-w-3xl flex-col gap-4 pb-4">
      <div className={cluster({ align: "center", justify: "between" })}>
        <BackLink href={fromAll ? `/sales?${ACCOUNT_PARAM}=${ALL_ACCOUNTS}` : "/sales"} label={t("detail.back")} />
        <div className={cluster({ wrap: false, align: "center" })}>
          <PresenceBadge questionId={`sale:${id}`} myUserId={myUserId} announce />
          {query.data?.sale.buyerHasWritten && (
            <Button variant="secondary" size="sm" onClick={() => unread.mutate()} disabled={unread.isSuccess} loading={unread.isPending}>
              {unread.isSuccess ? t("detail.markedUnread") : t("detail.markUnread")}
            </Button>
          )}
        </div>
      </div>
      {query.isPending ? (
        <WaitingOnMarketplace label={t("detail.loading")} className="h-48 rounded-xl" />
      ) : query.error instanceof ApiRequestError && query.error.status === 404 ? (
        // A well-formed number that names no sale of this account: retrying cannot help (the way back is above).
        <NotFoundState title={t("errors.saleNotFound")} />
      ) : !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {/* Our copy while the marketplace is out (or a later read failed): the sale stays readable, with the reason. */}
          {query.data.source === "stored" ? (
            <MarketplaceUnreachable text={t("detail.stored")} onRetry={() => void query.refetch()} />
          ) : (
            query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          )}
          <SaleHeader detail={query.data} />
          <SaleTimeline messages={query.data.messages} siteId={query.data.siteId} buyer={query.data.sale.buyer} />
          {query.data.source === "stored" ? null : canSend ? (
            <Composer detail={query.data} />
          ) : (
            <Text variant="body" className="rounded-xl bg-slate-100 p-3">
              {t("viewerNotice")}
            </Text>
          )}
          <AuditTrail entries={query.data.audit} siteId={query.data.siteId} />
        </>
      )}
    </article>
  );
}
