"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { comparableTotals, knownTotal } from "@/lib/metrics/bucket";
import { formatChange, formatCount, formatLabel, minutesSince } from "@/lib/metrics/format";
import { percentChange } from "@/lib/metrics/range";
import type { Series } from "@/lib/schemas/metrics";
import type { ChartMarker } from "./series-chart";
import { SeriesError } from "./series-error";
import { Button } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useDisplayLocale } from "@/components/shell/use-display-locale";
import { Text } from "@/components/ui/text";
import { WaitingOnMarketplace } from "@/components/patterns/waiting-on-marketplace";

// recharts is loaded only here, on demand: pages without charts never download it.
// The placeholder is busy like the panel's own skeleton: until the chunk has loaded, the chart is not drawn.
const SeriesChart = dynamic(() => import("./series-chart"), {
  ssr: false,
  loading: () => <Skeleton aria-busy className="h-60 rounded-xl" />,
});

type Source = "sourceVisits" | "sourceQuestions" | "sourcePhone" | "sourceSales";

/** One metric over the range: chart or table (toggle), a text summary, gaps with reasons, source and freshness. */
export function SeriesPanel({
  id,
  title,
  series,
  source,
  onRetry,
  note,
  showPrevious = true,
  markers,
}: {
  id: string;
  title: string;
  series: Series | undefined;
  source: Source;
  onRetry: () => void;
  note?: string;
  showPrevious?: boolean;
  markers?: ChartMarker[];
}) {
  const t = useTranslations("metrics.chart");
  const tAge = useTranslations("metrics.age");
  const locale = useDisplayLocale();
  const [asTable, setAsTable] = useState(false);
  const [now] = useState(() => Date.now());

  let body: React.ReactNode;
  let footer: React.ReactNode = null;
  if (!series) body = <WaitingOnMarketplace className="h-60 rounded-xl" />;
  else if (series.status === "error")
    body = <SeriesError code={series.code} detail={series.message} retryAfterSeconds={series.retryAfterSeconds} onRetry={onRetry} />;
  else {
    const known = knownTotal(series.points);
    const compared = comparableTotals(series.points, series.previous, series.finalThrough);
    const change = percentChange(compared.current, compared.previous);
    const changeText = change === null ? t("summaryNoChange") : formatChange(change, locale);
    const best = series.points.reduce<{ date: string; value: number | null } | null>(
      (b, p) => (p.value !== null && (b === null || p.value > (b.value ?? -1)) ? p : b),
      null,
    );
    const mins = minutesSince(series.readAt, now);
    const age = mins < 1 ? tAge("now") : mins < 60 ? tAge("minutes", { count: mins }) : tAge("hours", { count: Math.floor(mins / 60) });
    const labels = { current: t("current"), previous: t("previous"), provisional: t("provisional"), gap: t("gap"), legend: t("legend") };
    body = asTable ? (
      <div className="max-h-72 overflow-auto rounded-lg border border-slate-200">
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="sticky top-0 bg-slate-50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("date")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("current")}
              </th>
              {showPrevious && (
                <th scope="col" className="px-3 py-2 text-right">
                  {t("previous")}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {series.points.map((p, i) => (
              <tr key={p.date} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  {formatLabel(p.date, locale, "long")}
                  {p.date > series.finalThrough && <span className="ml-1 text-xs text-amber-800">({t("provisional")})</span>}
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">
                  {p.value === null ? <span className="text-amber-800">{t("gap")}</span> : formatCount(p.value, locale)}
                </td>
                {showPrevious && (
                  <td className="px-3 py-1.5 text-right tabular-nums text-slate-600">
                    {formatCount(series.previous[i]?.value ?? null, locale)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ) : (
      <SeriesChart
        series={showPrevious ? series : { ...series, previous: series.points.map((p) => ({ date: p.date, value: null })) }}
        locale={locale}
        labels={labels}
        markers={markers}
      />
    );
    footer = (
      <Text as="div" variant="caption" className="mt-2 space-y-1">
        {/* A busiest bucket only when something happened: "busiest: Oct 29 with 0" says nothing. */}
        <p>
          {known.total > 0 && best
            ? t("summary", {
                total: formatCount(known.total, locale),
                change: changeText,
                best: formatLabel(best.date, locale),
                bestValue: formatCount(best.value, locale),
              })
            : t("summaryNone", { change: changeText })}
        </p>
        {known.missing > 0 && <p className="text-amber-800">{t("gapNote", { count: known.missing })}</p>}
        {/* Visits arrive late, so their last two days are provisional; the others only the bucket under way. */}
        {series.points.some((p) => p.date > series.finalThrough) && (
          <p>{t(source === "sourceVisits" ? "provisionalNote" : "provisionalNowNote")}</p>
        )}
        {note && <p>{note}</p>}
        <p>
          {t("source", { source: t(source), age })} {series.fromCache && t("cached")}
        </p>
      </Text>
    );
  }
  return (
    <section aria-labelledby={`${id}-title`} className={cn(cardClass, "min-w-0 p-4")} data-testid={`panel-${id}`}>
      {/* One row on every card: a long title wraps beside the button, which stays on the right. */}
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="min-w-0 font-semibold break-words">
          {title}
        </h2>
        {series?.status === "ok" && (
          <Button variant="secondary" size="sm" className="shrink-0" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {asTable ? t("showChart") : t("showTable")}
          </Button>
        )}
      </div>
      {body}
      {footer}
    </section>
  );
}
