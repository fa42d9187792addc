"use client";

import { useLocale, useTranslations } from "next-intl";
import { ErrorState } from "@/components/patterns/error-state";
import { Section } from "@/components/patterns/section";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber, formatRelative } from "@/lib/format";
import { useNotificationSettings } from "@/lib/queries/notification-settings";
import { useAccount } from "@/components/shell/account-context";
import { stack } from "@/components/ui/stack";
import { Fact } from "./fact";

/** How notifications reach this account, for every member. The plumbing is the owner's: diagnostics-view.tsx. */
export function NotificationsView() {
  const t = useTranslations("live.settings");
  const locale = useLocale();
  const site = useAccount().siteId;
  const { data, error, refetch } = useNotificationSettings();
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data)
    return (
      <div aria-busy className={stack({ gap: 4 })}>
        <span className="sr-only">{t("loading")}</span>
        <Skeleton className="h-32 w-full rounded-2xl" />
      </div>
    );

  const when = (iso: string | null) => (iso ? formatRelative(iso, locale) : t("never"));
  return (
    <Section title={t("healthTitle")}>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <Fact label={t("lastNotification")} value={when(data.lastNotificationAt)} />
        <Fact label={t("lastSweep")} value={when(data.lastSweepAt)} />
        <Fact label={t("missedReplayed")} value={formatNumber(data.missedReplayed, site, locale)} />
        <Fact label={t("pending")} value={formatNumber(data.pending, site, locale)} />
      </dl>
    </Section>
  );
}
