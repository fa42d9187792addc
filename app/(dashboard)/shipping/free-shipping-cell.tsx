"use client";

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

/**
 * The Mercado Envíos free-shipping cost record, only for a listing on Mercado Envíos: one on custom or
 * unspecified shipping is delivered by the seller, so the marketplace's figure does not apply to it.
 */
export function mercadoEnviosCost(row: ShippingRow) {
  return row.mode === "me2" ? row.cost : null;
}

/** What free shipping costs the seller per sale, with the discount when the record gives one. */
export function CostCell({ row, siteId }: { row: ShippingRow; siteId: string }) {
  const t = useTranslations("shipping");
  const locale = useLocale();
  if (row.mode !== "me2") return <span className="text-sm text-slate-500">{t("notOnMercadoEnvios")}</span>;
  if (!row.cost) return <span className="text-sm text-slate-500">{t("noCost")}</span>;
  const c = row.cost;
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
    </div>
  );
}
