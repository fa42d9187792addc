"use client";

import { Inbox } from "lucide-react";
import { useLocale } from "next-intl";
import { useState } from "react";
import { presetRange, type DayRange } from "@/components/patterns/date-range";
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

const SITE = "MLA";

export function ShowcasePatterns() {
  const locale = useLocale();
  const [range, setRange] = useState<DayRange>(() => presetRange("last30", siteDay(new Date(), SITE)));
  const [hidden, setHidden] = useState(0);
  const confirmWithUndo = useConfirmWithUndo();

  return (
    <>
      <Section title="KPI cards" card={false}>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <KpiCard label="Sales" value={formatMoney(1_284_500, SITE, locale)} current={1_284_500} previous={1_100_000} sparkline={<Sparkline values={[4, 6, 5, 8, 7, 9, 11]} />} />
          <KpiCard label="Response time" value="42 min" current={42} previous={35} lowerIsBetter hint="Lower is better." />
          <KpiCard label="Claims" value={formatNumber(3, SITE, locale)} current={3} previous={5} lowerIsBetter />
          <KpiCard label="Visits" value="—" loading />
        </div>
      </Section>

      <Section title="Date range" description="Presets apply at once; a custom range applies with Apply. Here at most 90 days.">
        <div className="flex flex-wrap items-center gap-3">
          <DateRangePicker value={range} onChange={setRange} siteId={SITE} maxDays={90} />
          <p className="text-sm text-slate-700" data-testid="range-output">
            {formatDay(range.from, SITE, locale)} → {formatDay(range.to, SITE, locale)}
          </p>
        </div>
      </Section>

      <Section title="Empty, error and unreachable states" card={false}>
        <div className="grid gap-3 md:grid-cols-2">
          <EmptyState icon={Inbox} title="No unanswered questions" description="New questions appear here as buyers ask them." action={<Button variant="secondary">Show answered</Button>} />
          <div className="flex flex-col gap-3">
            <ErrorState error={new ApiRequestError(500, "internal_error", "Something went wrong on our side.", "req_7f3a9c")} onRetry={() => undefined} />
            <ErrorState error={new ApiRequestError(429, "too_many_requests", "Too many requests", "req_81b2", 30)} onRetry={() => undefined} />
          </div>
          <ErrorState error={new ApiRequestError(502, "upstream_unreachable", "The marketplace cannot be reached right now.", "req_c01d")} onRetry={() => undefined} />
          <MarketplaceUnreachable />
        </div>
      </Section>

      <Section title="Confirm with undo" description="Reversible actions happen at once and offer Undo in a toast.">
        <Card className="flex flex-wrap items-center gap-3 p-3">
          <p className="text-sm text-slate-700">Hidden questions: {hidden}</p>
          <Button variant="secondary" onClick={() => confirmWithUndo({ run: () => setHidden((n) => n + 1), undo: () => setHidden((n) => n - 1), message: "Question hidden." })}>
            Hide a question
          </Button>
        </Card>
      </Section>
    </>
  );
}
