"use client";

import { BackLink } from "@/components/patterns/page-header";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { queryErrorProps, SeriesError } from "@/components/metrics/series-error";
import { SeriesKpi } from "@/components/metrics/series-kpi";
import { SeriesPanel } from "@/components/metrics/series-panel";
import { DateRangePicker } from "@/components/patterns/date-range-picker";
import { Updating } from "@/components/patterns/updating";
import { knownTotal } from "@/lib/metrics/bucket";
import { formatCount, formatLabel, formatRate } from "@/lib/metrics/format";
import { MAX_RANGE_DAYS } from "@/lib/metrics/range";
import { localDate } from "@/lib/site-clock";
import { choiceOf, rangeOf, type RangeChoice } from "@/lib/metrics/saved-range";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { useAccount } from "@/components/shell/account-context";
import { useDisplayLocale } from "@/components/shell/use-display-locale";
import { useItemDetail, useRangeChoice } from "@/lib/queries/metrics";
import { formatMoney } from "@/lib/format";
import type { Marker, Series } from "@/lib/schemas/metrics";
import { siteInfo } from "@/lib/sites";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { Heading, Text } from "@/components/ui/text";
import { cluster } from "@/components/ui/stack";

export function ItemView({ id, initialChoice }: { id: string; initialChoice: RangeChoice }) {
  // The site is ours (stored at sign-in): the page and its saved numbers never wait on the marketplace.
  const { siteId } = useAccount();
  return <Item id={id} initialChoice={initialChoice} siteId={siteId} />;
}

/** Each event's one-letter tag on the chart and in the list (metrics.item.tags, worded per language). */
const MARKER_TAGS = {
  question_answered: "question",
  price_changed: "price",
  free_shipping_on: "shipping",
  free_shipping_off: "shipping",
} as const satisfies Record<Marker["kind"], string>;

const total = (s: Series | undefined) => (s?.status === "ok" ? knownTotal(s.points).total : null);

function Item({ id, initialChoice, siteId }: { id: string; initialChoice: RangeChoice; siteId: string }) {
  const t = useTranslations("metrics");
  const locale = useDisplayLocale();
  const [today] = useState(() => localDate(Date.now(), siteInfo(siteId).timeZone));
  const { choice, choose } = useRangeChoice(initialChoice);
  const range = rangeOf(choice, today);
  const q = useItemDetail(id, range);
  const d = q.data;
  const visits = total(d?.visits);
  const contacts = d ? (total(d.questions) ?? 0) + (total(d.phoneViews) ?? 0) : null;
  const sales = total(d?.sales);
  const steps = [
    { label: t("kpi.visits"), value: visits, rate: null as string | null },
    // A step's rate only when the step before is known and not 0 ("— of the step before" says nothing).
    { label: t("item.contacts"), value: contacts, rate: contacts !== null && visits ? formatRate(contacts, visits, locale) : null },
    { label: t("kpi.sales"), value: sales, rate: sales !== null && contacts ? formatRate(sales, contacts, locale) : null },
  ];
  const retry = () => q.refetch();
  const isGone = q.error instanceof ApiRequestError && q.error.status === 404;
  const markerText = (m: Marker) =>
    m.kind === "question_answered"
      ? t("item.questionAnswered", { count: m.count })
      : m.kind === "price_changed"
        ? t("item.priceChanged", { from: formatMoney(m.from ?? 0, siteId, locale), to: formatMoney(m.to ?? 0, siteId, locale) })
        : t(m.kind === "free_shipping_on" ? "item.freeShippingOn" : "item.freeShippingOff");
  const tagOf = (m: Marker) => t(`item.tags.${MARKER_TAGS[m.kind]}`);
  const chartMarkers = (d?.markers ?? []).map((m) => ({ date: m.date, tag: tagOf(m), label: markerText(m) }));
  return (
    <div className="flex max-w-6xl min-w-0 flex-col gap-5">
      <BackLink href="/metrics" label={t("item.back")} />
      <Heading as="h1" variant="page" className="break-words">
        {d?.item.title ?? id}
      </Heading>
      <DateRangePicker
        value={range}
        onChange={(r) => choose(choiceOf(r, today))}
        siteId={siteId}
        maxDays={MAX_RANGE_DAYS}
        label={t("range.label")}
        className="self-start"
      />
      {q.error && (
        <SeriesError {...queryErrorProps(q.error)} text={isGone ? t("item.notFound") : undefined} onRetry={isGone ? undefined : retry} />
      )}
      {/* Failed with nothing to show: the error alone, not placeholders that would never fill. */}
      {/* A new range's figures loading: the previous range's stay, dimmed and marked "Updating…". */}
      {(d || !q.error) && (
        <Updating busy={q.isPlaceholderData} className="flex flex-col gap-5">
          <section aria-labelledby="funnel-title" className={cn(cardClass, "p-4")}>
            <h2 id="funnel-title" className="mb-3 font-semibold">
              {t("item.funnel")}
            </h2>
            <ol className="grid gap-3 sm:grid-cols-3" data-testid="funnel">
              {steps.map((s, i) => (
                <li key={s.label} className="rounded-xl bg-slate-50 p-3">
                  <Text>{s.label}</Text>
                  <p className="text-2xl font-bold tabular-nums">{formatCount(s.value, locale)}</p>
                  {i > 0 && s.rate && <Text variant="body">{t("item.stepRate", { rate: s.rate })}</Text>}
                </li>
              ))}
            </ol>
          </section>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <SeriesKpi title={t("kpi.visits")} series={d?.visits} />
            <SeriesKpi title={t("kpi.questions")} series={d?.questions} />
            <SeriesKpi title={t("kpi.phoneViews")} series={d?.phoneViews} unavailable={d ? !d.item.classified : false} />
            <SeriesKpi title={t("kpi.sales")} series={d?.sales} />
          </div>
          <SeriesPanel
            id="item-visits"
            title={t("chart.visitsTitle")}
            series={d?.visits}
            source="sourceVisits"
            onRetry={retry}
            markers={chartMarkers}
          />
          <section aria-labelledby="markers-title" className={cn(cardClass, "p-4 text-sm")}>
            <h2 id="markers-title" className="mb-2 font-semibold">
              {t("item.markers")}
            </h2>
            {d && d.markers.length > 0 ? (
              <ul className={cluster()} data-testid="markers">
                {d.markers.map((m, i) => (
                  <li key={`${m.date}-${m.kind}-${i}`} className="rounded-full bg-violet-50 px-3 py-1 text-violet-950">
                    <span aria-hidden className="mr-1 font-bold">
                      {tagOf(m)}
                    </span>
                    {formatLabel(m.date, locale)}: {markerText(m)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">{t("item.noMarkers")}</p>
            )}
            <Text variant="caption" className="mt-2">
              {t("item.markersSource", {
                question: t("item.tags.question"),
                shipping: t("item.tags.shipping"),
                price: t("item.tags.price"),
              })}
            </Text>
          </section>
          <SeriesPanel
            id="item-hours"
            title={t("item.byHour")}
            series={d?.visitsByHour}
            source="sourceVisits"
            onRetry={retry}
            showPrevious={false}
          />
          <div className="grid min-w-0 gap-4 lg:grid-cols-2">
            <SeriesPanel
              id="item-questions"
              title={t("chart.questionsTitle")}
              series={d?.questions}
              source="sourceQuestions"
              onRetry={retry}
              showPrevious={false}
            />
            <SeriesPanel
              id="item-sales"
              title={t("chart.salesTitle")}
              series={d?.sales}
              source="sourceSales"
              onRetry={retry}
              showPrevious={false}
            />
          </div>
        </Updating>
      )}
    </div>
  );
}
