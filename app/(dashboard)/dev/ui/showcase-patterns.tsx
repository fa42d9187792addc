"use client";

import { Inbox } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { presetRange, type DayRange } from "@/lib/date-range";
import { DateRangePicker } from "@/components/patterns/date-range-picker";
import { EmptyState } from "@/components/patterns/empty-state";
import { ErrorState } from "@/components/patterns/error-state";
import { KpiCard } from "@/components/patterns/kpi-card";
import { MarketplaceUnreachable } from "@/components/patterns/marketplace-unreachable";
import { Section } from "@/components/patterns/section";
import { Sparkline } from "@/components/patterns/sparkline";
import { useConfirmWithUndo } from "@/components/patterns/confirm-with-undo";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDay, formatMoney, formatNumber, siteDay } from "@/lib/format";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { Text } from "@/components/ui/text";
import { stack } from "@/components/ui/stack";

const SITE = "MLA";

export function ShowcasePatterns() {
  const t = useTranslations("ui.showcase");
  const locale = useLocale();
  const [range, setRange] = useState<DayRange>(() => presetRange("last30", siteDay(new Date(), SITE)));
  const [hidden, setHidden] = useState(0);
  const confirmWithUndo = useConfirmWithUndo();

  return (
    <>
      <Section title={t("patterns.kpis")} card={false}>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <KpiCard
            label={t("patterns.sales")}
            value={formatMoney(1_284_500, SITE, locale)}
            current={1_284_500}
            previous={1_100_000}
            sparkline={<Sparkline values={[4, 6, 5, 8, 7, 9, 11]} />}
          />
          <KpiCard
            label={t("patterns.responseTime")}
            value={t("patterns.minutes", { count: 42 })}
            current={42}
            previous={35}
            lowerIsBetter
            hint={t("patterns.lowerBetter")}
          />
          <KpiCard label={t("patterns.claims")} value={formatNumber(3, SITE, locale)} current={3} previous={5} lowerIsBetter />
          <KpiCard label={t("patterns.visits")} value="—" loading />
        </div>
      </Section>

      <Section title={t("patterns.dateRange")} description={t("patterns.dateRangeDescription")}>
        <div className="flex flex-wrap items-center gap-3">
          <DateRangePicker value={range} onChange={setRange} siteId={SITE} maxDays={90} />
          <Text variant="body" data-testid="range-output">
            {formatDay(range.from, SITE, locale)} → {formatDay(range.to, SITE, locale)}
          </Text>
        </div>
      </Section>

      <Section title={t("patterns.states")} card={false}>
        <div className="grid gap-3 md:grid-cols-2">
          <EmptyState
            icon={Inbox}
            title={t("patterns.emptyTitle")}
            description={t("patterns.emptyDescription")}
            action={<Button variant="secondary">{t("patterns.showAnswered")}</Button>}
          />
          <div className={stack({ gap: 3 })}>
            <ErrorState
              error={new ApiRequestError(500, "internal_error", t("patterns.internal"), "req_7f3a9c")}
              onRetry={() => undefined}
            />
            <ErrorState
              error={new ApiRequestError(429, "too_many_requests", t("patterns.tooMany"), "req_81b2", 30)}
              onRetry={() => undefined}
            />
          </div>
          <ErrorState
            error={new ApiRequestError(502, "upstream_unreachable", t("patterns.unreachable"), "req_c01d")}
            onRetry={() => undefined}
          />
          <MarketplaceUnreachable />
        </div>
      </Section>

      <Section title={t("patterns.undo")} description={t("patterns.undoDescription")}>
        <Card className="flex flex-wrap items-center gap-3 p-3">
          <Text variant="body">{t("patterns.hiddenCount", { count: hidden })}</Text>
          <Button
            variant="secondary"
            onClick={() =>
              confirmWithUndo({ run: () => setHidden((n) => n + 1), undo: () => setHidden((n) => n - 1), message: t("patterns.hidden") })
            }
          >
            {t("patterns.hide")}
          </Button>
        </Card>
      </Section>
    </>
  );
}
