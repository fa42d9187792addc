"use client";

import { useTranslations } from "next-intl";
import { LocationPicker } from "@/components/catalog/location-picker";
import { PageHeader } from "@/components/patterns/page-header";

/**
 * Country → state → city → neighbourhood, with names, ids, geo information and time zone. The picker
 * applies the listing rule: it returns a neighbourhood, or a city without neighbourhoods, never a state.
 */
export function LocationsView() {
  const t = useTranslations("catalog.locations");
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <LocationPicker mode="listing" />
    </div>
  );
}
