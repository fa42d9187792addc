"use client";

import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { knownTotal, totalOf } from "@/lib/metrics/bucket";
import { formatChange, formatCount } from "@/lib/metrics/format";
import { percentChange } from "@/lib/metrics/range";
import type { Series } from "@/lib/schemas/metrics";
import { Sparkline } from "./sparkline";

/**
 * A total with its % change against the previous equal period and a sparkline. Green means good:
 * for a metric where lower is better, `lowerIsBetter` reverses the colours.
 */
export function KpiCard({ title, series, lowerIsBetter = false, loading }: { title: string; series: Series | undefined; lowerIsBetter?: boolean; loading: boolean }) {
  const t = useTranslations("metrics.kpi");
  const locale = useLocale();
  if (!series) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-4" aria-busy={loading}>
        <p className="text-sm text-slate-600">{title}</p>
        <div className="mt-2 h-8 w-24 animate-pulse rounded bg-slate-200/70" />
      </div>
    );
  }
  if (series.status === "error") {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4" data-testid={`kpi-${title}`}>
        <p className="text-sm text-slate-700">{title}</p>
        <p className="mt-2 font-semibold text-red-800">{t("error")}</p>
        <p className="text-xs text-red-800">{series.message}</p>
      </div>
    );
  }
  const total = totalOf(series.points);
  const known = knownTotal(series.points);
  const change = percentChange(total ?? known.total, totalOf(series.previous));
  const good = change !== null && (lowerIsBetter ? change < 0 : change > 0);
  const Arrow = change !== null && change < 0 ? ArrowDownRight : ArrowUpRight;
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-600">{title}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums" data-kpi-total={known.total}>
        {formatCount(known.total, locale)}
      </p>
      {known.missing > 0 && <p className="text-xs text-amber-800">{t("missingDays", { count: known.missing })}</p>}
      <div className="mt-1 flex items-end justify-between gap-2">
        <p className={`flex items-center gap-0.5 text-sm font-medium ${change === null || change === 0 ? "text-slate-500" : good ? "text-green-700" : "text-red-700"}`}>
          {change !== null && change !== 0 && <Arrow aria-hidden className="size-4" />}
          <span>{change === null ? t("noPrevious") : `${formatChange(change, locale)} ${t("vsPrevious")}`}</span>
        </p>
        <Sparkline values={series.points.map((p) => p.value)} className="h-8 w-20 shrink-0 text-accent-strong" />
      </div>
    </div>
  );
}
