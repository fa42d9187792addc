"use client";

import { useTranslations } from "next-intl";
import { KpiCard } from "@/components/patterns/kpi-card";
import { Sparkline } from "@/components/patterns/sparkline";
import { comparableTotals, firstProvisional, knownTotal } from "@/lib/metrics/bucket";
import { formatCount, formatLabel } from "@/lib/metrics/format";
import type { Series } from "@/lib/schemas/metrics";
import { useMetricsErrorText } from "./series-error";
import { useDisplayLocale } from "@/components/shell/use-display-locale";

/**
 * A metric series on the shared KPI card: the range's total (known days), its change against the equal
 * period before over the buckets whose counts are final (none when either side has a gap there or the
 * previous is 0), and a sparkline with gaps whose buckets still being counted are dashed, as on the charts.
 */
export function SeriesKpi({
  title,
  series,
  lowerIsBetter,
  unavailable = false,
}: {
  title: string;
  series: Series | undefined;
  lowerIsBetter?: boolean;
  /** A figure the marketplace does not give for this listing (phone views of one that is not a classified): "—", as in the tables. */
  unavailable?: boolean;
}) {
  const t = useTranslations("metrics.kpi");
  const errorText = useMetricsErrorText();
  const locale = useDisplayLocale();
  if (unavailable) return <KpiCard label={title} value={formatCount(null, locale)} />;
  if (series?.status === "error") {
    return (
      <KpiCard
        label={title}
        value={null}
        error={
          <>
            <p className="font-semibold">{t("error")}</p>
            <p className="text-xs" title={series.message}>
              {errorText(series.code, series.retryAfterSeconds)}
            </p>
          </>
        }
      />
    );
  }
  const known = series ? knownTotal(series.points) : null;
  const compared = series ? comparableTotals(series.points, series.previous, series.finalThrough) : null;
  const hints = [
    known && known.missing > 0 && (
      <span key="missing" className="block text-amber-800">
        {t("missingDays", { count: known.missing })}
      </span>
    ),
    compared?.cut && compared.through && compared.previous ? (
      <span key="final" className="block">
        {t("finalThrough", { date: formatLabel(compared.through, locale) })}
      </span>
    ) : null,
    // No change shown: say why, so a missing arrow never reads as "no change".
    compared && (compared.current === null || !compared.previous) ? (
      <span key="no-change" className="block" data-no-change>
        {t(compared.current === null ? "noChange.noFinal" : compared.previous === 0 ? "noChange.zero" : "noChange.unknown")}
      </span>
    ) : null,
  ].filter(Boolean);
  return (
    <KpiCard
      label={title}
      loading={!series}
      value={<span data-kpi-total={known?.total}>{formatCount(known?.total ?? null, locale)}</span>}
      current={compared?.current ?? undefined}
      previous={compared?.previous}
      lowerIsBetter={lowerIsBetter}
      hint={hints.length ? hints : undefined}
      sparkline={
        series ? (
          <Sparkline
            values={series.points.map((p) => p.value)}
            provisionalFrom={firstProvisional(
              series.points.map((p) => p.date),
              series.finalThrough,
            )}
            className="text-accent-strong"
          />
        ) : undefined
      }
    />
  );
}
