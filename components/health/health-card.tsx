"use client";

import { ArrowRight, Truck } from "lucide-react";
import { useTranslations } from "next-intl";
import { ErrorState } from "@/components/patterns/error-state";
import { WaitingOnMarketplace } from "@/components/patterns/waiting-on-marketplace";
import { ReputationMeter } from "@/components/shell/reputation-meter";
import { useAccount } from "@/components/shell/account-context";
import { useDisplayLocale } from "@/components/shell/use-display-locale";
import { cardClass } from "@/components/ui/card";
import { AccountLink } from "@/components/shell/account-link";
import { Heading, Text } from "@/components/ui/text";
import { cn } from "@/lib/cn";
import { formatDate, formatPercent } from "@/lib/format";
import { useHealth } from "@/lib/queries/health";
import type { Health } from "@/lib/schemas/health";
import { HealthClaimsSlot } from "./claims-slot";
import { betterText, COLOUR_CLASS, worseText } from "./colour-words";

/**
 * The account's health: the marketplace's colour and MercadoLíder status, each rate against the site's bands
 * with its window, how far the next colour is both ways in counts, a protection's real level and end date,
 * the small-seller rules, and today's dispatch risk. `linkToPage` on the overview (the page has the rest).
 */
export function HealthCard({ linkToPage = false }: { linkToPage?: boolean }) {
  const t = useTranslations("health");
  const health = useHealth();
  return (
    <section aria-labelledby="health-title" data-testid="health-card" className={cn(cardClass, "flex flex-col gap-4 p-5 sm:p-6")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading as="h2" id="health-title">
          {t("card.title")}
        </Heading>
        {linkToPage && (
          <AccountLink
            href="/health"
            className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-accent-strong hover:underline md:min-h-0"
          >
            {t("card.openPage")} <ArrowRight aria-hidden className="size-4" />
          </AccountLink>
        )}
      </div>
      {health.error ? (
        <ErrorState error={health.error} onRetry={() => void health.refetch()} />
      ) : health.data ? (
        <HealthBody health={health.data} />
      ) : (
        <WaitingOnMarketplace className="h-48 rounded-xl" />
      )}
    </section>
  );
}

function HealthBody({ health }: { health: Health }) {
  const t = useTranslations("health");
  const tr = useTranslations();
  const { siteId } = useAccount();
  const locale = useDisplayLocale();
  const level = (id: string | null) => (id && tr.has(`levels.${id}`) ? tr(`levels.${id as "5_green"}`) : t("card.noLevel"));
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <ReputationMeter levelId={health.levelId} size="lg" />
        <p className="text-lg font-semibold" data-testid="health-level">
          {level(health.levelId)}
        </p>
        {health.powerSellerStatus && (
          <span className="rounded-full bg-brand px-3 py-1 text-sm font-semibold text-brand-ink">
            {tr("overview.powerSeller", {
              status: tr.has(`power.${health.powerSellerStatus}`)
                ? tr(`power.${health.powerSellerStatus as "gold"}`)
                : health.powerSellerStatus,
            })}
          </span>
        )}
      </div>
      {health.realLevelId && (
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="health-protection"
        >
          {t("card.protected", {
            date: health.protectionEndsAt ? formatDate(health.protectionEndsAt, siteId, locale) : "—",
            shown: level(health.levelId),
            real: level(health.realLevelId),
          })}
        </p>
      )}
      <Distance health={health} />
      {health.windowDays !== null && health.sales !== null ? (
        <Text variant="caption">{t("card.window", { days: health.windowDays, count: health.sales })}</Text>
      ) : (
        <Text variant="caption">{t("card.noWindow")}</Text>
      )}
      {health.rates.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-3">
          {health.rates.map((r) => (
            <li key={r.rate} className="rounded-xl border border-slate-200 p-3" data-testid={`health-rate-${r.rate}`}>
              <p className="text-sm text-slate-600">{t(`rates.${r.rate}`)}</p>
              <p className={cn("text-lg font-semibold tabular-nums", r.colour && r.counts && COLOUR_CLASS[r.colour].text)}>
                {t("rate.value", {
                  count: r.value,
                  ratio: r.ratio === null ? "—" : formatPercent(r.ratio, siteId, locale, { digits: 2 }),
                })}
              </p>
              {!r.counts && <p className="text-sm text-slate-700">{t("rate.notCounted")}</p>}
              {r.excluded ? <p className="text-sm text-slate-700">{t("rate.excluded", { count: r.excluded })}</p> : null}
              <p className="mt-1 text-xs text-slate-600">
                {t("rate.bands", {
                  green: formatPercent(r.bands.green, siteId, locale),
                  yellow: formatPercent(r.bands.yellow, siteId, locale),
                  orange: formatPercent(r.bands.orange, siteId, locale),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <DispatchCounts health={health} />
      <HealthClaimsSlot />
      <div className="flex flex-col gap-1 text-xs text-slate-600">
        <p>{t("card.claimsRule")}</p>
        <p>
          {health.bands.isEstimate
            ? t("bands.estimate", { site: health.siteId, published: health.bands.publishedFor })
            : t("bands.source", { source: health.bands.source })}
        </p>
        <p>{t("card.readAt", { time: formatDate(health.readAt, siteId, locale, "time") })}</p>
      </div>
    </>
  );
}

function Distance({ health }: { health: Health }) {
  const t = useTranslations("health");
  const d = health.distance;
  if (!d) return null;
  if (d.kind === "no_reputation")
    return (
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800" data-testid="health-distance">
        {t("card.noReputation", { min: health.rules.minSales, count: d.salesToReputation })}
      </p>
    );
  const colour = (c: keyof typeof COLOUR_CLASS) => t(`colours.${c}`);
  return (
    <div className="grid gap-2 sm:grid-cols-2" data-testid="health-distance">
      <div className="rounded-lg bg-slate-50 p-3">
        {d.toWorse ? (
          <>
            <p className="text-sm text-slate-600">{t("distance.toWorse", { colour: colour(d.toWorse.colour) })}</p>
            <p className="font-semibold" data-testid="health-to-worse">
              {worseText(t, d.toWorse.counts)}
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-800">{t("distance.worst")}</p>
        )}
      </div>
      <div className="rounded-lg bg-slate-50 p-3">
        {d.toBetter ? (
          <>
            <p className="text-sm text-slate-600">{t("distance.toBetter", { colour: colour(d.toBetter.colour) })}</p>
            <p className="font-semibold" data-testid="health-to-better">
              {betterText(t, d.toBetter.sales, d.toBetter.binding)}
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-800">{t("distance.best")}</p>
        )}
      </div>
      {d.pastBand.length > 0 && (
        <p className="text-sm text-amber-900 sm:col-span-2">
          {t("distance.pastBand", { rates: d.pastBand.map((r) => t(`rates.${r}`)).join(", ") })}
        </p>
      )}
    </div>
  );
}

function DispatchCounts({ health }: { health: Health }) {
  const t = useTranslations("health.dispatch");
  const { dueToday, late } = health.dispatch;
  return (
    <AccountLink
      href="/sales?show=dispatch"
      data-testid="health-dispatch"
      className={cn(
        "flex min-h-11 items-center gap-3 rounded-lg border p-3 text-sm hover:bg-slate-50",
        late > 0 ? "border-red-300" : dueToday > 0 ? "border-amber-300" : "border-slate-200",
      )}
    >
      <Truck aria-hidden className="size-5 shrink-0 text-slate-600" />
      <span className="min-w-0 flex-1">
        <span className="font-semibold">{t("dueToday", { count: dueToday })}</span>
        {" · "}
        <span className={cn(late > 0 && "font-semibold text-red-800")}>{t("late", { count: late })}</span>
      </span>
      <span className="shrink-0 font-medium text-accent-strong">{t("see")}</span>
    </AccountLink>
  );
}
