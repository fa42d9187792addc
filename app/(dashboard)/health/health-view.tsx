"use client";

import { useTranslations } from "next-intl";
import { HealthCard } from "@/components/health/health-card";
import { DispatchQueue } from "@/components/health/dispatch-queue";
import { TrendPanel } from "@/components/health/trend-panel";
import { PageHeader } from "@/components/patterns/page-header";

/** Account health: the card, today's dispatch queue, and the 90-day trend. */
export function HealthView() {
  const t = useTranslations("health");
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader title={t("title")} description={t("subtitle")} />
      <HealthCard />
      <DispatchQueue />
      <TrendPanel />
    </div>
  );
}
