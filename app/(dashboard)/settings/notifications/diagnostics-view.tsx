"use client";

import { useLocale, useTranslations } from "next-intl";
import { ErrorState } from "@/components/patterns/error-state";
import { Section } from "@/components/patterns/section";
import { useAccount } from "@/components/shell/account-context";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cluster, stack } from "@/components/ui/stack";
import { Heading, Text } from "@/components/ui/text";
import { formatNumber, formatRelative } from "@/lib/format";
import { useDiagnostics } from "@/lib/queries/diagnostics";
import { DoctorPanel } from "./doctor-panel";
import { Fact } from "./fact";
import { LeftOutList } from "./left-out-list";
import { useCopy } from "./use-copy";

const STATUS_TONE = { processed: "success", pending: "warning", ignored: "neutral", failed: "danger" } as const;

/**
 * Settings → Notifications → Diagnostics, the owner's: the callback's plumbing (address to register, its
 * rate, this account's own counters, raw notification ids), what the marketplace's answers left out for
 * this account, and the doctor's checks from the running app. Agents and viewers are told it is the
 * owner's (the routes refuse them anyway).
 */
export function DiagnosticsView() {
  const t = useTranslations("live.diagnostics");
  const isOwner = useAccount().role === "owner";
  return (
    <section aria-labelledby="diagnostics-title" className={stack({ gap: 4 })}>
      <div className={stack({ gap: 1 })}>
        <Heading as="h2" id="diagnostics-title">
          {t("title")}
        </Heading>
        <Text>{isOwner ? t("intro") : t("ownerOnly")}</Text>
      </div>
      {isOwner && <OwnerDiagnostics />}
    </section>
  );
}

function OwnerDiagnostics() {
  const t = useTranslations("live.diagnostics");
  const tSettings = useTranslations("live.settings");
  const locale = useLocale();
  const site = useAccount().siteId;
  const { state: copied, copy } = useCopy();
  const { data, error, refetch } = useDiagnostics();
  const number = (n: number) => formatNumber(n, site, locale);

  let plumbing;
  if (error) plumbing = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (!data)
    plumbing = (
      <div aria-busy className={stack({ gap: 4 })}>
        <span className="sr-only">{tSettings("loading")}</span>
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-32 w-full rounded-2xl" />
      </div>
    );
  else
    plumbing = (
      <>
        <Section title={tSettings("callbackTitle")} description={tSettings("callbackHelp")} headingLevel={3}>
          <div className={cluster({ align: "center" })}>
            <code className="min-w-0 flex-1 rounded-lg bg-slate-100 px-3 py-2 text-sm break-all">{data.callback.url}</code>
            <Button variant="secondary" onClick={() => void copy(data.callback.url)} aria-live="polite">
              {copied === "copied" ? tSettings("copied") : copied === "failed" ? t("copyFailed") : tSettings("copy")}
            </Button>
          </div>
        </Section>

        <Section
          title={tSettings("protectionTitle")}
          description={tSettings("protectionHelp", { perSecond: number(data.callback.perSecond), burst: number(data.callback.burst) })}
          headingLevel={3}
        >
          <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            <Fact
              label={tSettings("allowedNetworks")}
              value={data.callback.allowedNetworks ? number(data.callback.allowedNetworks) : tSettings("allowedNone")}
            />
            <Fact label={t("received")} value={number(data.counts.received)} />
            <Fact label={t("foreignApplication")} value={number(data.counts.foreignApplication)} />
            <Fact label={t("notActionable")} value={number(data.counts.notActionable)} />
          </dl>
          <Text variant="caption" className="mt-2">
            {t("countsHelp")}
          </Text>
        </Section>

        <Section title={tSettings("recentTitle")} headingLevel={3}>
          {data.recent.length === 0 ? (
            <Text>{tSettings("recentEmpty")}</Text>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {data.recent.map((n) => (
                <li key={n.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                  <Badge tone={STATUS_TONE[n.status]}>{tSettings(`status.${n.status}`)}</Badge>
                  <code className="break-all text-slate-800">{n.resource}</code>
                  <span className="text-slate-600">
                    {n.source === "missed_feed" ? tSettings("source.missed") : tSettings("source.callback")}
                  </span>
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

        <Section title={t("leftOutTitle")} description={t("leftOutHelp")} headingLevel={3}>
          {data.leftOut.length === 0 ? <Alert tone="success">{t("leftOutNone")}</Alert> : <LeftOutList entries={data.leftOut} />}
        </Section>
      </>
    );

  return (
    <>
      {plumbing}
      <DoctorPanel />
    </>
  );
}
