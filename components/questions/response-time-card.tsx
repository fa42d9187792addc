"use client";

import { RotateCw, Timer } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAccount } from "@/components/shell/account-context";
import { useRetryWithAccountAlert } from "@/components/shell/account-alert";
import { formatNumber, formatPercent } from "@/lib/format";
import { useResponseTime } from "@/lib/queries/response-time";

const BANDS = ["weekdaysWorkingHours", "weekdaysExtraHours", "weekend"] as const;

/** The marketplace's measure of how fast the team answers, folded so it never crowds the list. */
export function ResponseTimeCard() {
  const t = useTranslations("questions.responseTime");
  const tUi = useTranslations("ui.error");
  const locale = useLocale();
  const { data, isError, error, refetch } = useResponseTime();
  // In an outage the banner above has the one retry; the card reads again when the banner's check succeeds.
  const isBannerDown = useRetryWithAccountAlert(() => {
    if (isError) void refetch();
  });
  // Formatting follows the seller's site, which we hold ourselves (never waits on the marketplace).
  const { siteId: site } = useAccount();
  const duration = (minutes: number | null) => {
    if (minutes === null) return "—";
    const n = (value: number) => formatNumber(value, site, locale, { maximumFractionDigits: 0 });
    return minutes < 60
      ? t("minutes", { value: n(minutes) })
      : t("hours", { hours: n(Math.floor(minutes / 60)), minutes: n(minutes % 60) });
  };
  const summary = !data ? (isError ? t("error") : "…") : data.available ? duration(data.totalMinutes) : t("notEnoughData");
  const best = data?.available ? BANDS.map((b) => ({ band: b, ...data[b] })).find((b) => b.salesPercentIncrease) : undefined;

  // Its own failure, with its own retry, in its own one-line space: the inbox's list stays in view (a full
  // error card here stacked with the page's own notices pushed the questions below the fold).
  if (isError && !data)
    return (
      <Alert
        tone="warning"
        size="compact"
        icon={Timer}
        action={
          !isBannerDown && (
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              <RotateCw aria-hidden />
              {tUi("retry")}
            </Button>
          )
        }
      >
        <span title={error?.message}>
          {t("title")} <strong className="font-semibold">{t("error")}</strong>
        </span>
      </Alert>
    );

  return (
    <details className="group rounded-xl border border-slate-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm">
        <Timer aria-hidden className="size-4 text-slate-500" />
        <span className="text-slate-600">{t("title")}</span>
        <span className="font-semibold">{summary}</span>
        <span aria-hidden className="ml-auto text-slate-400 group-open:rotate-180">
          ▾
        </span>
      </summary>
      {data?.available && (
        <div className="border-t border-slate-200 px-3 py-2 text-sm">
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
            <dt className="text-slate-600">{t("total")}</dt>
            <dd className="font-medium">{duration(data.totalMinutes)}</dd>
            {BANDS.map((b) => (
              <div key={b} className="contents">
                <dt className="text-slate-600">{t(`bands.${b}`)}</dt>
                <dd className="font-medium">{duration(data[b].responseTimeMinutes)}</dd>
              </div>
            ))}
          </dl>
          {best && (
            <p className="mt-2 rounded-lg bg-brand/30 p-2 text-slate-900">
              {t(`forecast.${best.band}`, { percent: formatPercent((best.salesPercentIncrease ?? 0) / 100, site, locale, { digits: 0 }) })}
            </p>
          )}
        </div>
      )}
    </details>
  );
}
