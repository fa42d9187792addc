"use client";

import dynamic from "next/dynamic";
import { LineChart as LineIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/patterns/empty-state";
import { ErrorState } from "@/components/patterns/error-state";
import { Section } from "@/components/patterns/section";
import { useDisplayLocale } from "@/components/shell/use-display-locale";
import { Skeleton } from "@/components/ui/skeleton";
import { Text } from "@/components/ui/text";
import { formatDay } from "@/lib/format";
import { useHealthTrend } from "@/lib/queries/health";
import { HEALTH_RATES } from "@/lib/schemas/health";

// recharts comes on demand, only with this panel (as on the metrics pages).
const TrendChart = dynamic(() => import("./trend-chart"), {
  ssr: false,
  loading: () => <Skeleton aria-busy className="h-[200px] rounded-xl" />,
});

/** The 90-day trend: one chart per rate from our daily copy, the site's bands as lines. */
export function TrendPanel() {
  const t = useTranslations("health");
  const locale = useDisplayLocale();
  const trend = useHealthTrend();
  return (
    <Section title={t("trend.title")} description={t("trend.description")} className="p-5 sm:p-6">
      {trend.error ? (
        <ErrorState error={trend.error} onRetry={() => void trend.refetch()} />
      ) : !trend.data ? (
        <Skeleton aria-busy className="h-48 rounded-xl" />
      ) : trend.data.points.length === 0 ? (
        <EmptyState icon={LineIcon} title={t("trend.empty")} />
      ) : (
        <div className="flex flex-col gap-6" data-testid="health-trend">
          {trend.data.points.length === 1 && (
            <Text variant="caption">{t("trend.one", { day: formatDay(trend.data.points[0]!.day, trend.data.siteId, locale) })}</Text>
          )}
          <div className="grid gap-6 lg:grid-cols-3">
            {HEALTH_RATES.map((rate) => (
              <figure key={rate} className="flex min-w-0 flex-col gap-2">
                <figcaption className="text-sm font-medium text-slate-700">{t(`rates.${rate}`)}</figcaption>
                <TrendChart
                  trend={trend.data}
                  rate={rate}
                  locale={locale}
                  bandLabel={(colour, value) => t("trend.band", { colour: t(`colours.${colour}`), value })}
                />
              </figure>
            ))}
          </div>
        </div>
      )}
    </Section>
  );
}
