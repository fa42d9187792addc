"use client";

import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { formatPercent } from "@/lib/format";
import { useAccount } from "@/components/shell/account-context";
import { Skeleton } from "@/components/ui/skeleton";
import { Text } from "@/components/ui/text";
import { useStillWaiting } from "./use-still-waiting";
import { StillWaitingNote } from "./waiting-on-marketplace";

/**
 * One figure with its change against the previous period. Colour says good or bad, not up or down: with
 * `lowerIsBetter` (response time, claims) a fall is green. The arrow and the words carry the same meaning
 * for people who do not see colour.
 */
export function KpiCard({
  label,
  value,
  current,
  previous,
  lowerIsBetter = false,
  hint,
  sparkline,
  loading = false,
  error,
  className,
}: {
  label: ReactNode;
  /** The formatted figure (use lib/format). */
  value: ReactNode;
  /** Raw numbers for the change; without `previous` no change is shown. */
  current?: number;
  previous?: number | null;
  lowerIsBetter?: boolean;
  hint?: ReactNode;
  /** A small chart (recharts or an inline SVG) under the figure. */
  sparkline?: ReactNode;
  loading?: boolean;
  /** Why the figure could not be read: shown instead of it (never a 0 that looks real). */
  error?: ReactNode;
  className?: string;
}) {
  const t = useTranslations("ui.kpi");
  const late = useStillWaiting(Boolean(loading));
  const locale = useLocale();
  const { siteId } = useAccount();
  const change = current !== undefined && previous ? (current - previous) / Math.abs(previous) : null;
  const direction = change === null || Math.abs(change) < 0.0005 ? "flat" : change > 0 ? "up" : "down";
  const good = direction === "flat" ? null : (direction === "down") === lowerIsBetter;
  const Arrow = direction === "up" ? ArrowUpRight : direction === "down" ? ArrowDownRight : ArrowRight;
  const percent = change === null ? "" : formatPercent(change, siteId, locale, { signed: true });

  return (
    <div
      className={cn(
        "flex min-w-0 flex-col gap-2 rounded-2xl border bg-white p-4",
        error ? "border-red-200 bg-red-50" : "border-slate-200",
        className,
      )}
      aria-busy={loading || undefined}
    >
      <Text className="font-medium">{label}</Text>
      {error ? (
        <div role="alert" className="text-sm text-red-800">
          {error}
        </div>
      ) : late ? (
        <StillWaitingNote className="self-start" />
      ) : loading ? (
        <Skeleton className="h-8 w-24" />
      ) : (
        <p className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</p>
      )}
      {!loading && !error && change !== null && (
        <p
          className={cn(
            "inline-flex items-center gap-1 text-sm font-medium",
            good === null ? "text-slate-600" : good ? "text-green-800" : "text-red-800",
          )}
        >
          <Arrow aria-hidden className="size-4" />
          <span>{t("change", { change: percent })}</span>
          {good !== null && <span className="sr-only">{good ? t("better") : t("worse")}</span>}
        </p>
      )}
      {!error && hint && <Text variant="caption">{hint}</Text>}
      {!error && !loading && sparkline && <div className="h-10">{sparkline}</div>}
    </div>
  );
}
