"use client";

import { PackageCheck, Printer } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { downloadLabel } from "@/components/patterns/download-label";
import { EmptyState } from "@/components/patterns/empty-state";
import { ErrorState } from "@/components/patterns/error-state";
import { useErrorText } from "@/components/patterns/explain-error";
import { Section } from "@/components/patterns/section";
import { useShippingTerms } from "@/components/patterns/shipping-terms";
import { useAccount } from "@/components/shell/account-context";
import { useDisplayLocale } from "@/components/shell/use-display-locale";
import { Button } from "@/components/ui/button";
import { AccountLink } from "@/components/shell/account-link";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import { useDispatchQueue } from "@/lib/queries/health";
import type { DispatchRow } from "@/lib/schemas/health";
import { siteInfo } from "@/lib/sites";

/**
 * The sales whose shipment must leave today and those already late, most overdue first: each with its
 * deadline in the site's time zone, its shipment status and its label. `limit` on the overview; the Sales
 * list's `?show=dispatch` has them all.
 */
export function DispatchQueue({ limit }: { limit?: number }) {
  const t = useTranslations("health.queue");
  const { siteId } = useAccount();
  const queue = useDispatchQueue();
  const rows = queue.data?.rows ?? [];
  const shown = limit ? rows.slice(0, limit) : rows;
  const total = queue.data ? queue.data.counts.dueToday + queue.data.counts.late : 0;
  return (
    <Section
      title={t("title")}
      description={t("description", { zone: siteInfo(siteId).timeZoneCity })}
      actions={
        total > 0 ? (
          <AccountLink
            href="/sales?show=dispatch"
            className="inline-flex min-h-11 items-center text-sm font-medium text-accent-strong hover:underline md:min-h-0"
          >
            {t("seeAll")}
          </AccountLink>
        ) : undefined
      }
      className="p-5 sm:p-6"
    >
      <div id="dispatch" data-testid="dispatch-queue">
        {queue.error ? (
          <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
        ) : !queue.data ? (
          <Skeleton aria-busy className="h-32 rounded-xl" />
        ) : shown.length === 0 ? (
          <EmptyState icon={PackageCheck} title={t("empty")} />
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200">
            {shown.map((row) => (
              <QueueRow key={row.saleId} row={row} />
            ))}
          </ul>
        )}
        {limit && total > shown.length && shown.length > 0 && (
          <AccountLink
            href="/sales?show=dispatch"
            className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-accent-strong hover:underline"
          >
            {t("more", { count: total - shown.length })}
          </AccountLink>
        )}
      </div>
    </Section>
  );
}

function QueueRow({ row }: { row: DispatchRow }) {
  const t = useTranslations("health.queue");
  const ts = useTranslations("sales");
  const terms = useShippingTerms();
  const { siteId } = useAccount();
  const locale = useDisplayLocale();
  const deadline = formatDate(row.handlingLimit, siteId, locale, row.isLate ? "short-date-time" : "time");
  const status = ts.has(`shipment.${row.status}`) ? ts(`shipment.${row.status}`) : row.status;
  const substatus = row.substatus && ts.has(`shipmentSubstatus.${row.substatus}`) ? ts(`shipmentSubstatus.${row.substatus}`) : null;
  return (
    // Phones stack the sale over its deadline and label; wider screens put them on one line.
    <li
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-3"
      data-testid="dispatch-row"
      data-late={row.isLate || undefined}
    >
      <div className="min-w-0 sm:flex-1">
        <AccountLink href={`/sales/${row.saleId}`} className="font-medium break-words hover:underline">
          {row.title}
        </AccountLink>
        <p className="text-sm text-slate-600">
          {row.buyerNickname} · {t("units", { count: row.units })}
          {row.logisticType && ` · ${terms.logistic(row.logisticType)}`} · {status}
          {substatus && `, ${substatus}`}
        </p>
      </div>
      <div className="flex items-center justify-between gap-2 sm:justify-end">
        <span
          className={cn(
            "rounded-full px-2.5 py-1 text-sm font-semibold tabular-nums",
            row.isLate ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-950",
          )}
        >
          {row.isLate ? `${t("late")} · ${t("lateSince", { time: deadline })}` : t("dueBy", { time: deadline })}
        </span>
        <LabelButton saleId={row.saleId} />
      </div>
    </li>
  );
}

/** The label as a PDF, fetched only on the click (fetching can mark it printed upstream). */
function LabelButton({ saleId }: { saleId: string }) {
  const t = useTranslations("health.queue");
  const errorText = useErrorText("sales");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async () => {
    setPending(true);
    setError(null);
    try {
      await downloadLabel(saleId, "pdf");
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  };
  return (
    <span className="flex flex-col items-end gap-1">
      <Button variant="secondary" size="sm" className="min-h-11 md:min-h-9" onClick={() => void run()} loading={pending} disabled={pending}>
        <Printer aria-hidden className="size-4" /> {t("label")}
      </Button>
      {error !== null && (
        <span role="alert" className="text-sm text-red-800">
          {errorText(error)}
        </span>
      )}
    </span>
  );
}
