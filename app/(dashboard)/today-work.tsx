"use client";

import { Eye, LifeBuoy, MessageCircleQuestion, ShoppingBag, Timer } from "lucide-react";
import { useTranslations } from "next-intl";
import { AgeBadge } from "@/components/questions/age-badge";
import { ResponseTimeCard } from "@/components/questions/response-time-card";
import { WorkCard } from "@/components/metrics/work-card";
import { useAccount } from "@/components/shell/account-context";
import { AccountLink } from "@/components/shell/account-link";
import { Skeleton } from "@/components/ui/skeleton";
import { useDisplayLocale } from "@/components/shell/use-display-locale";
import { formatHour } from "@/lib/format";
import { formatCount, formatLabel } from "@/lib/metrics/format";
import { compareToday } from "@/lib/metrics/visits-today";
import { useClaimsWork, useQuestionsImport, useQuestionsWork, useSalesWork, useVisitsToday } from "@/lib/queries/overview";
import { useOverviewEvents } from "@/lib/queries/use-overview-events";
import { Text } from "@/components/ui/text";
import { stack } from "@/components/ui/stack";

/** Today's work: what needs a person now, each card linking where it gets done. */
export function TodayWork() {
  const t = useTranslations("metrics.overview");
  const locale = useDisplayLocale();
  const { siteId } = useAccount();
  const questions = useQuestionsWork();
  useOverviewEvents();
  const questionsImport = useQuestionsImport(questions.data?.importing);
  const sales = useSalesWork();
  const claims = useClaimsWork();
  const visits = useVisitsToday();
  const icon = "size-4 text-slate-500";
  const today = visits.data ? compareToday(visits.data) : null;
  // "until 14:00": the hour is the site's local hour.
  const hourLabel = (h: number) => formatHour(h, siteId, locale);

  return (
    <section aria-labelledby="today-title" className={stack({ gap: 3 })}>
      <h2 id="today-title" className="text-sm font-medium text-slate-600">
        {t("title")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <WorkCard
          title={t("questions")}
          href="/questions"
          icon={<MessageCircleQuestion aria-hidden className={icon} />}
          isLoading={questions.isPending}
          error={questions.error}
          onRetry={() => questions.refetch()}
        >
          {questions.data &&
            (questions.data.unanswered === 0 ? (
              questions.data.importing && !questionsImport.isError ? (
                // The first import is this card still loading: the other cards' skeleton, its words for screen readers.
                <div role="status" aria-busy="true">
                  <Skeleton className="h-14 rounded-lg" />
                  <span className="sr-only">{t("importing")}</span>
                </div>
              ) : (
                <p className="text-slate-700">{questions.data.importing ? t("notImported") : t("noQuestions")}</p>
              )
            ) : (
              <div className={stack({ gap: 1 })}>
                <p className="text-3xl font-bold tabular-nums">{formatCount(questions.data.unanswered, locale)}</p>
                {questions.data.oldestAt && (
                  <Text variant="body" className="flex flex-wrap items-center gap-1">
                    {t("oldest")} <AgeBadge dateCreated={questions.data.oldestAt} />
                  </Text>
                )}
                <Text>{t("assignedToMe", { count: questions.data.assignedToMe })}</Text>
                {/* Read again on every question event and each minute: a count, not a clock, so that is enough. */}
                <AccountLink
                  href="/questions?sort=due"
                  data-testid="crossing-soon"
                  className={`inline-flex min-h-11 items-center gap-1.5 text-sm font-medium md:min-h-0 ${questions.data.crossingSoon > 0 ? "text-amber-900" : "text-slate-600"}`}
                >
                  <Timer aria-hidden className="size-4" />
                  {t("crossingSoon", { count: questions.data.crossingSoon })}
                </AccountLink>
              </div>
            ))}
        </WorkCard>
        <WorkCard
          title={t("sales")}
          href="/sales"
          icon={<ShoppingBag aria-hidden className={icon} />}
          isLoading={sales.isPending}
          error={sales.error}
          onRetry={() => sales.refetch()}
        >
          {sales.data && (
            <div className={stack({ gap: 1 })}>
              <p className="text-3xl font-bold tabular-nums">{formatCount(sales.data.recentSales, locale)}</p>
              <Text variant="body">{t("salesBody", { count: sales.data.recentSales })}</Text>
              <Text variant="faint">{t("salesNote")}</Text>
            </div>
          )}
        </WorkCard>
        <WorkCard
          title={t("claims")}
          href="/claims"
          icon={<LifeBuoy aria-hidden className={icon} />}
          isLoading={claims.isPending}
          error={claims.error}
          onRetry={() => claims.refetch()}
        >
          {claims.data &&
            (claims.data.yourMove === 0 ? (
              <p className="text-slate-700">{t("claimsNone")}</p>
            ) : (
              <div className={stack({ gap: 1 })}>
                <p className="text-3xl font-bold tabular-nums">{formatCount(claims.data.yourMove, locale)}</p>
                <Text variant="body">{t("claimsBody", { count: claims.data.yourMove })}</Text>
                <Text className={claims.data.withIncentive > 0 ? "font-medium text-amber-900" : undefined}>
                  {t("claimsIncentive", { count: claims.data.withIncentive })}
                </Text>
                <Text>{t("claimsDueSoon", { count: claims.data.dueSoon })}</Text>
              </div>
            ))}
        </WorkCard>
        <WorkCard
          title={t("visits")}
          href="/metrics"
          icon={<Eye aria-hidden className={icon} />}
          isLoading={visits.isPending}
          error={visits.error}
          onRetry={() => visits.refetch()}
        >
          {today &&
            (today.kind === "tooEarly" ? (
              <Text variant="body">{t("visitsTooEarly")}</Text>
            ) : today.kind === "unknown" ? (
              <Text variant="body">{t("visitsUnknown")}</Text>
            ) : (
              <div className={stack({ gap: 1 })}>
                <p className="flex flex-wrap items-baseline gap-2">
                  <span className="text-3xl font-bold tabular-nums">{formatCount(today.todayVisits, locale)}</span>
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">{t("visitsPartial")}</span>
                </p>
                <Text variant="body">{t("visitsSameHours", { until: hourLabel(today.hours) })}</Text>
                <Text variant="body">
                  {t("visitsVs", {
                    lastWeek: formatCount(today.lastWeekVisits, locale),
                    day: formatLabel(today.lastWeekDate, locale, "long"),
                  })}
                </Text>
                <Text variant="caption">{t("visitsProvisional")}</Text>
              </div>
            ))}
        </WorkCard>
      </div>
      <ResponseTimeCard />
    </section>
  );
}
