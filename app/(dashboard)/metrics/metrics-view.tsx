"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import { ComparePanel, MAX_COMPARED } from "@/components/metrics/compare-panel";
import { useItemRows } from "@/components/metrics/item-rows";
import { Movers } from "@/components/metrics/movers";
import { queryErrorProps, SeriesError } from "@/components/metrics/series-error";
import { SeriesKpi } from "@/components/metrics/series-kpi";
import { SeriesPanel } from "@/components/metrics/series-panel";
import { DateRangePicker } from "@/components/patterns/date-range-picker";
import { Updating } from "@/components/patterns/updating";
import { downloadText, itemsCsv, seriesCsv } from "@/lib/metrics/export";
import { describeTimeZone, formatLabel } from "@/lib/metrics/format";
import { datesOf, MAX_RANGE_DAYS } from "@/lib/metrics/range";
import { localDate } from "@/lib/site-clock";
import { choiceOf, rangeOf, type RangeChoice } from "@/lib/metrics/saved-range";
import { useAccount } from "@/components/shell/account-context";
import { useDisplayLocale } from "@/components/shell/use-display-locale";
import { useAccountMetrics, useItemsMetrics, useRangeChoice } from "@/lib/queries/metrics";
import { useReadProgress } from "@/lib/queries/read-progress";
import { siteInfo } from "@/lib/sites";
import { formatNumber } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { Heading, Text } from "@/components/ui/text";
import { stack } from "@/components/ui/stack";
import { WaitingOnMarketplace } from "@/components/patterns/waiting-on-marketplace";

// TanStack Table loads with the listings, below the charts: not part of the first paint.
const ItemsTable = dynamic(() => import("@/components/metrics/items-table").then((m) => m.ItemsTable), {
  ssr: false,
  loading: () => <Skeleton aria-busy className="h-96 rounded-xl" />,
});

/** The marketplace's traffic sources by their proper names (the same in every language); unknown ones as sent. */
const COMPANY_NAMES: Record<string, string> = {
  mercadolibre: "Mercado Libre",
  mercadolivre: "Mercado Livre",
  mercadoshops: "Mercado Shops",
  mercadopago: "Mercado Pago",
  google: "Google",
  facebook: "Facebook",
  instagram: "Instagram",
};

export function MetricsView({ initialChoice }: { initialChoice: RangeChoice }) {
  // The site is ours (stored at sign-in): the page and its saved numbers never wait on the marketplace.
  const { siteId } = useAccount();
  return <Metrics initialChoice={initialChoice} siteId={siteId} />;
}

function Metrics({ initialChoice, siteId }: { initialChoice: RangeChoice; siteId: string }) {
  const t = useTranslations("metrics");
  const locale = useDisplayLocale();
  // Today in the site's time zone, fixed for this visit so the range does not move under the user.
  const [today] = useState(() => localDate(Date.now(), siteInfo(siteId).timeZone));
  // Remembered per user in our database: the same range after a reload or in another browser.
  const { choice, choose } = useRangeChoice(initialChoice);
  const range = rangeOf(choice, today);
  const account = useAccountMetrics(range);
  const items = useItemsMetrics(range);
  // A cold read of many listings waits on the marketplace's rate: the placeholder says how far it is.
  const itemsProgress = useReadProgress("/api/metrics/items/progress", !items.data && !items.error).data;
  const itemRows = useItemRows(items.data?.items ?? []);
  const m = account.data;
  // While a new range loads, the previous range stays on screen (no flash of skeletons), dimmed and marked
  // "Updating…" (never as the new range's figures), and its CSV cannot be downloaded under the new range's name.
  const accountStale = account.isPlaceholderData;
  const itemsStale = items.isPlaceholderData;
  const [compared, setCompared] = useState<string[]>([]);
  const [refused, setRefused] = useState(false);
  const compare = (id: string, on: boolean) => {
    // A sixth listing is refused with a message, not silently dropped or swapped for another.
    if (on && !compared.includes(id) && compared.length >= MAX_COMPARED) return setRefused(true);
    setRefused(false);
    setCompared((ids) => (on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id)));
  };
  const comparedRows = compared.flatMap((id) => items.data?.items.find((r) => r.id === id) ?? []);
  // The listings' days: the comparison's axis, and the table's sparklines (dashed after `finalThrough`).
  const itemDates = items.data ? datesOf(items.data.range) : [];
  // Any failure (an API error, a network TypeError, a response failing its schema) with nothing to show is
  // one error with its retry and request id, in place of the cards and charts (they would otherwise stay
  // skeletons forever). A failed refresh of numbers still on screen is one notice above them.
  const failedWithNothing = Boolean(account.error) && !m;
  const phoneNote =
    m?.phoneViews.status === "ok" && m.phoneViews.points.every((p) => p.value === 0) ? t("chart.phoneViewsNone") : undefined;

  return (
    <div className="flex max-w-6xl min-w-0 flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Heading as="h1" variant="page">
            {t("title")}
          </Heading>
          <p className="text-slate-600">{t("subtitle")}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={!m || accountStale}
          onClick={() => m && downloadText(`metrics-${range.from}-${range.to}.csv`, seriesCsv(m))}
        >
          <Download aria-hidden /> {t("export.series")}
        </Button>
      </header>
      <DateRangePicker
        value={range}
        onChange={(r) => choose(choiceOf(r, today))}
        siteId={siteId}
        maxDays={MAX_RANGE_DAYS}
        label={t("range.label")}
        className="self-start"
      />
      <Text>
        {formatLabel(range.from, locale, "long")} – {formatLabel(range.to, locale, "long")} ·{" "}
        {t("range.timeZone", { timeZone: describeTimeZone(siteId, locale) })}
        {m &&
          !accountStale &&
          ` · ${t("range.comparing", { from: formatLabel(m.previousRange.from, locale), to: formatLabel(m.previousRange.to, locale) })}`}
      </Text>
      {account.error && <SeriesError {...queryErrorProps(account.error)} onRetry={() => account.refetch()} />}
      {!failedWithNothing && (
        <Updating busy={accountStale} className="flex flex-col gap-5">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <SeriesKpi title={t("kpi.visits")} series={m?.visits} />
            <SeriesKpi title={t("kpi.questions")} series={m?.questions} />
            <SeriesKpi title={t("kpi.phoneViews")} series={m?.phoneViews} />
            <SeriesKpi title={t("kpi.sales")} series={m?.sales} />
          </div>
          <SeriesPanel
            id="visits"
            title={t("chart.visitsTitle")}
            series={m?.visits}
            source="sourceVisits"
            onRetry={() => account.refetch()}
          />
          {m?.visits.status === "ok" && m.visits.detail && m.visits.detail.length > 0 && (
            <section aria-labelledby="by-company" className={cn(cardClass, "p-4")}>
              <h2 id="by-company" className="mb-2 font-semibold">
                {t("chart.byCompany")}
              </h2>
              <ul className="grid gap-x-10 gap-y-1 text-sm sm:grid-cols-2">
                {m.visits.detail.map((d) => (
                  <li key={d.company} className="flex justify-between gap-3 border-b border-slate-100 py-1">
                    <span>{COMPANY_NAMES[d.company] ?? d.company}</span>
                    <span className="tabular-nums">{formatNumber(d.quantity, siteId, locale)}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="grid min-w-0 gap-4 lg:grid-cols-2">
            <SeriesPanel
              id="questions"
              title={t("chart.questionsTitle")}
              series={m?.questions}
              source="sourceQuestions"
              onRetry={() => account.refetch()}
            />
            <SeriesPanel
              id="phone-views"
              title={t("chart.phoneViewsTitle")}
              series={m?.phoneViews}
              source="sourcePhone"
              onRetry={() => account.refetch()}
              note={phoneNote}
            />
          </div>
          <SeriesPanel
            id="sales"
            title={t("chart.salesTitle")}
            series={m?.sales}
            source="sourceSales"
            onRetry={() => account.refetch()}
            note={m?.sales.status === "ok" && !m.sales.complete ? t("chart.salesIncomplete") : undefined}
          />
        </Updating>
      )}
      <section aria-labelledby="items-title" className={cn(cardClass, "min-w-0 p-4")}>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="items-title" className="font-semibold">
            {t("items.title")}
          </h2>
          <Button
            variant="secondary"
            size="sm"
            disabled={!items.data || itemsStale}
            onClick={() => downloadText(`listings-${range.from}-${range.to}.csv`, itemsCsv(itemRows.sortedRows()))}
          >
            <Download aria-hidden /> {t("export.items")}
          </Button>
        </div>
        {items.error ? (
          <SeriesError {...queryErrorProps(items.error)} onRetry={() => items.refetch()} />
        ) : !items.data ? (
          <WaitingOnMarketplace className="h-64 rounded-xl" progress={itemsProgress} />
        ) : (
          <Updating busy={itemsStale} className={stack({ gap: 4 })}>
            <div>
              <h3 className="mb-2 text-sm font-semibold">{t("items.movers")}</h3>
              <Movers items={items.data.items} />
            </div>
            <ComparePanel
              rows={comparedRows}
              dates={itemDates}
              finalThrough={items.data.finalThrough}
              refused={refused}
              onRemove={(id) => compare(id, false)}
              onClear={() => {
                setRefused(false);
                setCompared([]);
              }}
            />
            <ItemsTable state={itemRows} compared={compared} onCompare={compare} dates={itemDates} finalThrough={items.data.finalThrough} />
          </Updating>
        )}
      </section>
    </div>
  );
}
