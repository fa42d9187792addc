"use client";

import { X } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { firstProvisional } from "@/lib/metrics/bucket";
import { formatCount, formatLabel } from "@/lib/metrics/format";
import type { ItemRow } from "@/lib/schemas/metrics";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useDisplayLocale } from "@/components/shell/use-display-locale";
import { PROVISIONAL_BAND, PROVISIONAL_OPACITY } from "./provisional-style";
import { Text } from "@/components/ui/text";

const CompareChart = dynamic(() => import("./compare-chart"), {
  ssr: false,
  loading: () => <Skeleton aria-busy className="h-64 rounded-xl" />,
});

export const MAX_COMPARED = 5;
// Colour and dash both tell the lines apart, for people who do not see the colours.
const STYLES = [
  { color: "#1f55a8" },
  { color: "#c2410c", dash: "8 4" },
  { color: "#047857", dash: "2 3" },
  { color: "#7c3aed", dash: "10 3 2 3" },
  { color: "#be185d", dash: "4 4" },
];

/**
 * The listings picked in the table, one line each, with a legend that names them and can drop one. The days
 * after `finalThrough` (the table's last final day) are shaded and their lines faded, as the account charts
 * dash theirs; the legend says so in words.
 */
export function ComparePanel({
  rows,
  dates,
  finalThrough,
  refused,
  onRemove,
  onClear,
}: {
  rows: ItemRow[];
  dates: string[];
  finalThrough: string;
  refused: boolean;
  onRemove: (id: string) => void;
  onClear: () => void;
}) {
  const t = useTranslations("metrics");
  const locale = useDisplayLocale();
  const series = rows.map((r, i) => ({ id: r.id, name: r.title, values: r.spark, ...STYLES[i % STYLES.length]! }));
  const provisionalDay = dates[firstProvisional(dates, finalThrough)];
  return (
    <section aria-labelledby="compare-title" className={cn(cardClass, "min-w-0 p-4")} data-testid="compare">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="compare-title" className="font-semibold">
          {t("compare.title")}
        </h2>
        {rows.length > 0 && (
          <Button variant="secondary" size="sm" onClick={onClear}>
            {t("compare.clear")}
          </Button>
        )}
      </div>
      {refused && (
        <Alert tone="warning" size="compact" className="mb-2">
          {t("compare.limit", { max: MAX_COMPARED })}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Text>{t("compare.hint", { max: MAX_COMPARED })}</Text>
      ) : (
        <>
          <CompareChart
            dates={dates}
            finalThrough={finalThrough}
            series={series}
            locale={locale}
            labels={{ gap: t("chart.gap"), provisional: t("chart.provisional") }}
          />
          <ul aria-label={t("compare.title")} className="mt-2 flex flex-col gap-1 text-sm" data-testid="compare-legend">
            {series.map((s, i) => (
              <li key={s.id} className="flex min-w-0 items-center gap-2">
                <svg aria-hidden viewBox="0 0 24 4" className="h-1 w-6 shrink-0">
                  <line x1="0" y1="2" x2="24" y2="2" stroke={s.color} strokeWidth="4" strokeDasharray={s.dash} />
                </svg>
                <span className="min-w-0 flex-1 truncate">{s.name}</span>
                <span className="shrink-0 tabular-nums text-slate-700">{formatCount(rows[i]!.visits, locale)}</span>
                <Button variant="ghost" size="icon" onClick={() => onRemove(s.id)} aria-label={t("compare.remove", { title: s.name })}>
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
          {provisionalDay && (
            <Text variant="caption" className="mt-2 flex items-start gap-2" data-testid="compare-provisional">
              <svg aria-hidden viewBox="0 0 24 12" className="mt-0.5 h-3 w-6 shrink-0">
                <rect width="24" height="12" fill={PROVISIONAL_BAND.fill} fillOpacity={PROVISIONAL_BAND.fillOpacity} />
                <line x1="0" y1="6" x2="24" y2="6" stroke={STYLES[0]!.color} strokeOpacity={PROVISIONAL_OPACITY} strokeWidth="3" />
              </svg>
              <span>{t("compare.provisional", { day: formatLabel(provisionalDay, locale) })}</span>
            </Text>
          )}
          <p className="sr-only">
            {t("compare.summary", {
              count: rows.length,
              totals: rows.map((r) => `${r.title} ${formatCount(r.visits, locale)}`).join("; "),
            })}
          </p>
        </>
      )}
    </section>
  );
}
