"use client";

import { useLocale, useTranslations } from "next-intl";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { formatMoney, formatNumber, formatPercent } from "@/lib/format";
import { calculatorResultSchema } from "@/lib/schemas/shipping";
import { Text } from "@/components/ui/text";
import { stack } from "@/components/ui/stack";

/** The marketplace's numbers, verbose: list cost, discount, what the seller pays, billable weight and why. */
export function CalculatorResult({ result, siteId }: { result: z.infer<typeof calculatorResultSchema>; siteId: string }) {
  const t = useTranslations("shipping.calculator");
  const locale = useLocale();
  const c = result.cost;
  const grams = (g: number) => `${formatNumber(g, siteId, locale)} g`;
  return (
    <div className={stack({ gap: 3 })} data-testid="calculator-result">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact id="list-cost" raw={c.listCost} label={t("listCost")} value={formatMoney(c.listCost, siteId, locale)} />
        <Fact
          id="discount"
          raw={c.promotedAmount}
          label={t("discount")}
          value={
            c.discountRate > 0
              ? `${formatPercent(c.discountRate, siteId, locale, { digits: 0 })} · ${formatMoney(c.promotedAmount, siteId, locale)}`
              : t("noDiscount")
          }
        />
        <Fact id="seller-cost" raw={c.sellerCost} label={t("sellerCost")} value={formatMoney(c.sellerCost, siteId, locale)} strong />
        <Fact
          id="billable-weight"
          raw={c.billableWeight}
          label={t("billableWeight")}
          value={c.billableWeight === null ? "—" : grams(c.billableWeight)}
        />
      </dl>
      {result.package && result.volumetricWeight !== null && (
        <Text>
          {t("volumetric", {
            actual: grams(result.package.weight),
            h: result.package.height,
            w: result.package.width,
            l: result.package.length,
            vol: grams(result.volumetricWeight),
          })}
        </Text>
      )}
      {result.usedCategoryDimensions && <Alert tone="info">{t("categoryDimensions")}</Alert>}
    </div>
  );
}

/** `data-value` carries the marketplace's raw number, so tests compare numbers rather than formatting. */
function Fact({
  id,
  raw,
  label,
  value,
  strong = false,
}: {
  id: string;
  raw: number | null;
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div className="rounded-lg border border-slate-200 p-3" data-testid={`calc-${id}`} data-value={raw ?? ""}>
      <Text as="dt" variant="faint">
        {label}
      </Text>
      <dd className={strong ? "text-lg font-semibold tabular-nums" : "tabular-nums"}>{value}</dd>
    </div>
  );
}
