"use client";

import { useLocale, useTranslations } from "next-intl";
import { KpiCard } from "@/components/patterns/kpi-card";
import { Sparkline } from "@/components/patterns/sparkline";
import { knownTotal, totalOf } from "@/lib/metrics/bucket";
import { formatCount } from "@/lib/metrics/format";
import type { Series } from "@/lib/schemas/metrics";

/**
 * A metric series on the shared KPI card: the range's total (known days), its change against the equal
 * period before (none when either side has a gap or the previous is 0) and a sparkline with gaps.
 */
export function SeriesKpi({ title, series, lowerIsBetter }: { title: string; series: Series | undefined; lowerIsBetter?: boolean }) {
  const t = useTranslations("metrics.kpi");
  const locale = useLocale();
  if (series?.status === "error") {
    return (
      <KpiCard
        label={title}
        value={null}
        error={
          <>
            <p className="font-semibold">{t("error")}</p>
            <p className="text-xs">{series.message}</p>
          </>
        }
      />
    );
  }
  const known = series ? knownTotal(series.points) : null;
  const current = series ? (totalOf(series.points) ?? known!.total) : undefined;
  return (
    <KpiCard
      label={title}
      loading={!series}
      value={<span data-kpi-total={known?.total}>{formatCount(known?.total ?? null, locale)}</span>}
      current={current}
      previous={series ? totalOf(series.previous) : undefined}
      lowerIsBetter={lowerIsBetter}
      hint={known && known.missing > 0 ? <span className="text-amber-800">{t("missingDays", { count: known.missing })}</span> : undefined}
      sparkline={series ? <Sparkline values={series.points.map((p) => p.value)} className="text-accent-strong" /> : undefined}
    />
  );
}
