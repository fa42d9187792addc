"use client";

import { useLocale, useTranslations } from "next-intl";
import { Section } from "@/components/patterns/section";
import { formatBuyerPrice, formatDate, formatMoney, formatPercent, formatRelative } from "@/lib/format";
import { SITE_INFO } from "@/lib/sites";
import { Text } from "@/components/ui/text";

const SAMPLE_DATE = "2026-03-10T02:00:00Z";

const headCell = "py-1 pr-4 font-medium";

/** How lib/format writes the same values on each site in the current UI language. */
export function ShowcaseFormats() {
  const t = useTranslations("ui.showcase");
  const locale = useLocale();
  return (
    <Section title={t("formats.title")} description={t("formats.description")}>
      {/* Scrolls sideways on phones: focusable and named so keyboard users can scroll it too. */}
      <div
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent"
        tabIndex={0}
        role="region"
        aria-label={t("formats.region")}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("formats.region")}</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className={headCell}>
                {t("formats.site")}
              </th>
              <th scope="col" className={headCell}>
                {t("formats.money")}
              </th>
              <th scope="col" className={headCell}>
                {t("formats.buyer")}
              </th>
              <th scope="col" className={headCell}>
                {t("formats.percent")}
              </th>
              <th scope="col" className={headCell}>
                {t("formats.dateTime")}
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.keys(SITE_INFO).map((site) => (
              <tr key={site} className="border-t border-slate-100">
                <th scope="row" className="py-1.5 pr-4 font-mono">
                  {site}
                </th>
                <td className="py-1.5 pr-4 whitespace-nowrap tabular-nums">{formatMoney(17999.5, site, locale)}</td>
                <td className="py-1.5 pr-4 whitespace-nowrap tabular-nums">{formatBuyerPrice(17999, site)}</td>
                <td className="py-1.5 pr-4 whitespace-nowrap tabular-nums">{formatPercent(0.125, site, locale)}</td>
                <td className="py-1.5 pr-4 whitespace-nowrap">{formatDate(SAMPLE_DATE, site, locale, "date-time")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Text className="mt-2">{formatRelative("2026-03-10T00:00:00Z", locale, new Date(SAMPLE_DATE))}</Text>
    </Section>
  );
}
