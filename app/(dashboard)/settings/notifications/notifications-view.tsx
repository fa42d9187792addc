"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ErrorState } from "@/components/patterns/error-state";
import { Section } from "@/components/patterns/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber, formatRelative } from "@/lib/format";
import { useNotificationSettings } from "@/lib/queries/notification-settings";
import { useAccount } from "@/components/shell/account-context";
import { Text } from "@/components/ui/text";
import { cluster, stack } from "@/components/ui/stack";

const STATUS_TONE = { processed: "success", pending: "warning", ignored: "neutral", failed: "danger" } as const;

export function NotificationsView() {
  const t = useTranslations("live.settings");
  const locale = useLocale();
  const site = useAccount().siteId;
  const [copied, setCopied] = useState(false);
  const { data, error, refetch } = useNotificationSettings();
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data)
    return (
      <div aria-busy className={stack({ gap: 4 })}>
        <span className="sr-only">{t("loading")}</span>
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-32 w-full rounded-2xl" />
      </div>
    );

  const when = (iso: string | null) => (iso ? formatRelative(iso, locale) : t("never"));
  const copy = async () => {
    await navigator.clipboard.writeText(data.callbackUrl);
    setCopied(true);
    setTimeout(() => setCopied(false), 2_000);
  };

  return (
    <>
      <Section title={t("callbackTitle")} description={t("callbackHelp")}>
        <div className={cluster({ align: "center" })}>
          <code className="min-w-0 flex-1 rounded-lg bg-slate-100 px-3 py-2 text-sm break-all">{data.callbackUrl}</code>
          <Button variant="secondary" onClick={copy} aria-live="polite">
            {copied ? t("copied") : t("copy")}
          </Button>
        </div>
      </Section>

      <Section title={t("healthTitle")}>
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          <Fact label={t("lastNotification")} value={when(data.lastNotificationAt)} />
          <Fact label={t("lastSweep")} value={when(data.lastSweepAt)} />
          <Fact label={t("missedReplayed")} value={formatNumber(data.missedReplayed, site, locale)} />
          <Fact label={t("pending")} value={formatNumber(data.pending, site, locale)} />
        </dl>
      </Section>

      <Section
        title={t("protectionTitle")}
        description={t("protectionHelp", {
          perSecond: formatNumber(data.intake.perSecond, site, locale),
          burst: formatNumber(data.intake.burst, site, locale),
        })}
      >
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          <Fact
            label={t("allowedNetworks")}
            value={data.intake.allowedNetworks ? formatNumber(data.intake.allowedNetworks, site, locale) : t("allowedNone")}
          />
          <Fact label={t("dropped")} value={formatNumber(data.intake.dropped, site, locale)} />
          <Fact label={t("rateLimited")} value={formatNumber(data.intake.rateLimited, site, locale)} />
        </dl>
      </Section>

      <Section title={t("recentTitle")}>
        {data.recent.length === 0 ? (
          <Text>{t("recentEmpty")}</Text>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {data.recent.map((n) => (
              <li key={n.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <Badge tone={STATUS_TONE[n.status as keyof typeof STATUS_TONE] ?? "neutral"}>
                  {t.has(`status.${n.status}`) ? t(`status.${n.status}`) : n.status}
                </Badge>
                <code className="text-slate-800">{n.resource}</code>
                <span className="text-slate-600">{n.source === "missed_feed" ? t("source.missed") : t("source.callback")}</span>
                <span className="ml-auto text-slate-600">{formatRelative(n.receivedAt, locale)}</span>
                {n.lastError && n.status !== "processed" && (
                  <Text as="span" variant="caption" className="w-full">
                    {n.lastError}
                  </Text>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
