"use client";

import { ExternalLink } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { ReputationMeter } from "@/components/shell/reputation-meter";
import { useMe } from "@/lib/queries/me";
import type { SellerProfile } from "@/lib/schemas/me";
import { formatDate, formatPercent } from "@/lib/format";
import { describeSite } from "@/lib/sites";
import { TodayWork } from "./today-work";
import { HealthCard } from "@/components/health/health-card";
import { DispatchQueue } from "@/components/health/dispatch-queue";
import { AccountsToday } from "./accounts-today";
import { ErrorState } from "@/components/patterns/error-state";
import { useAccount } from "@/components/shell/account-context";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { Heading } from "@/components/ui/text";
import { WaitingOnMarketplace } from "@/components/patterns/waiting-on-marketplace";

export function SellerOverview() {
  const t = useTranslations();
  const { data: me, error, refetch } = useMe();
  // Ours (stored at sign-in): the greeting never waits on the marketplace.
  const { nickname, accounts } = useAccount();
  // Each part has its own state: the work cards never wait on the profile, and the profile failing shows
  // its own error with a retry (never an endless placeholder).
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <Heading as="h1" variant="page">
        {t("overview.greeting", { nickname })}
      </Heading>
      {/* Several accounts: each one's today side by side first; this account's cards follow. */}
      {accounts.length > 1 && <AccountsToday />}
      <TodayWork />
      <HealthCard linkToPage />
      <DispatchQueue limit={5} />
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : me ? (
        <Reputation me={me} />
      ) : (
        <WaitingOnMarketplace className="h-48 rounded-2xl" />
      )}
    </div>
  );
}

function Reputation({ me }: { me: SellerProfile }) {
  const t = useTranslations();
  const { siteId } = useAccount();
  const locale = useLocale();
  const { reputation } = me;
  return (
    <section aria-labelledby="reputation-title" className={cn(cardClass, "grid gap-4 p-5 sm:grid-cols-2 sm:p-6")}>
      <div>
        <h2 id="reputation-title" className="text-sm font-medium text-slate-600">
          {t("overview.level")}
        </h2>
        <div className="mt-2">
          <ReputationMeter levelId={reputation.levelId} size="lg" />
        </div>
        <p className="mt-2 font-semibold">
          {reputation.levelId && t.has(`levels.${reputation.levelId}`)
            ? t(`levels.${reputation.levelId as "5_green"}`)
            : t("overview.noLevel")}
        </p>
        {reputation.powerSellerStatus && (
          <p className="mt-3 inline-block rounded-full bg-brand px-3 py-1 text-sm font-semibold text-brand-ink">
            {t("overview.powerSeller", {
              status: t.has(`power.${reputation.powerSellerStatus}`)
                ? t(`power.${reputation.powerSellerStatus as "gold"}`)
                : reputation.powerSellerStatus,
            })}
          </p>
        )}
        {reputation.completedSales !== null && (
          <p className="mt-3 text-slate-700">{t("overview.completedSales", { count: reputation.completedSales })}</p>
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
        <dt className="text-slate-600">{t("overview.site")}</dt>
        <dd className="font-medium">{describeSite(siteId, locale)}</dd>
        {me.registrationDate && (
          <>
            <dt className="text-slate-600">{t("overview.memberSince")}</dt>
            <dd className="font-medium">{formatDate(me.registrationDate, siteId, locale)}</dd>
          </>
        )}
        {reputation.ratings && (
          <>
            <dt className="text-slate-600">{t("overview.positive")}</dt>
            <dd className="font-medium text-green-700">{formatPercent(reputation.ratings.positive, siteId, locale)}</dd>
            <dt className="text-slate-600">{t("overview.neutral")}</dt>
            <dd className="font-medium">{formatPercent(reputation.ratings.neutral, siteId, locale)}</dd>
            <dt className="text-slate-600">{t("overview.negative")}</dt>
            <dd className="font-medium text-red-700">{formatPercent(reputation.ratings.negative, siteId, locale)}</dd>
          </>
        )}
      </dl>
      {me.permalink && (
        <a
          href={me.permalink}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-accent-strong underline-offset-2 hover:underline sm:col-span-2"
        >
          {t("overview.openStore")} <ExternalLink aria-hidden className="size-4" />
        </a>
      )}
    </section>
  );
}
