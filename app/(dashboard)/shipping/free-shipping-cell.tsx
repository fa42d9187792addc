"use client";

import { costAbovePrice, perSaleCost } from "@/lib/shipping/per-sale-cost";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { formatList, formatMoney, formatPercent } from "@/lib/format";
import type { ShippingRow } from "@/lib/schemas/shipping";
import { Text } from "@/components/ui/text";

/** The free-shipping rule in words, with Brazil's excluded regions named. */
export function useRuleText() {
  const t = useTranslations("shipping");
  const locale = useLocale();
  return (r: Pick<ShippingRow, "freeShipping" | "freeRule" | "excludedRegions">) => {
    if (!r.freeShipping) return t("rule.none");
    const regions = formatList(
      r.excludedRegions.map((x) => (t.has(`regions.${x}`) ? t(`regions.${x}`) : x)),
      locale,
    );
    return t(`rule.${r.freeRule ?? "country"}`, { regions });
  };
}

/** Free shipping on/off and which rule, in words. */
export function FreeShippingCell({ row }: { row: ShippingRow }) {
  const t = useTranslations("shipping");
  const ruleText = useRuleText();
  // Inline content, so it follows its container's text alignment: left in the table, right in a phone card.
  return (
    <div>
      <Badge tone={row.freeShipping ? "success" : "neutral"}>{ruleText(row)}</Badge>
      {row.categoryAcceptsFree === false && (
        <Text variant="caption" className="mt-1">
          {t("categoryRefuses")}
        </Text>
      )}
    </div>
  );
}

/** What free shipping costs the seller per sale, with the discount when the record gives one. */
export function CostCell({ row, siteId }: { row: ShippingRow; siteId: string }) {
  const t = useTranslations("shipping");
  const locale = useLocale();
  // A classified (a car, a house) is not shipped: no per-sale cost, whatever the marketplace's record says.
  if (row.classified) return <span className="text-sm text-slate-500">{t("classifiedNoCost")}</span>;
  if (row.mode !== "me2") return <span className="text-sm text-slate-500">{t("notOnMercadoEnvios")}</span>;
  const c = perSaleCost(row);
  if (!c) return <span className="text-sm text-slate-500">{t("noCost")}</span>;
  return (
    <div className="flex min-w-32 flex-col items-end text-right whitespace-nowrap">
      <span className="font-medium tabular-nums">{formatMoney(c.sellerCost, siteId, locale)}</span>
      {c.discountRate > 0 && (
        <Text as="span" variant="caption">
          {t("discount", {
            rate: formatPercent(c.discountRate, siteId, locale, { digits: 0 }),
            list: formatMoney(c.listCost, siteId, locale),
          })}
        </Text>
      )}
      {costAbovePrice(row) && (
        <Text as="span" variant="caption" className="font-medium text-amber-800" data-testid="cost-above-price">
          {t("costAbovePrice")}
        </Text>
      )}
    </div>
  );
}
