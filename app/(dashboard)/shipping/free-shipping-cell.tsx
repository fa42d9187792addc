"use client";

import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { formatMoney, formatPercent } from "@/lib/format";
import type { ShippingRow } from "@/lib/schemas/shipping";

/** Free shipping on/off and which rule, in words. */
export function FreeShippingCell({ row }: { row: ShippingRow }) {
  const t = useTranslations("shipping");
  const regions = row.excludedRegions.map((r) => (t.has(`regions.${r}`) ? t(`regions.${r}`) : r)).join(", ");
  return (
    <div className="flex flex-col items-start gap-1">
      {row.freeShipping ? <Badge tone="success">{t(`rule.${row.freeRule ?? "country"}`, { regions })}</Badge> : <Badge tone="neutral">{t("rule.none")}</Badge>}
      {row.categoryAcceptsFree === false && <span className="text-xs text-slate-600">{t("categoryRefuses")}</span>}
    </div>
  );
}

/** What free shipping costs the seller per sale, with the discount when the record gives one. */
export function CostCell({ row, siteId }: { row: ShippingRow; siteId: string }) {
  const t = useTranslations("shipping");
  const locale = useLocale();
  if (!row.cost) return <span className="text-sm text-slate-500">{t("noCost")}</span>;
  const c = row.cost;
  return (
    <div className="flex flex-col items-end text-right">
      <span className="font-medium tabular-nums">{formatMoney(c.sellerCost, siteId, locale)}</span>
      {c.discountRate > 0 && (
        <span className="text-xs text-slate-600">{t("discount", { rate: formatPercent(c.discountRate, siteId, locale, { digits: 0 }), list: formatMoney(c.listCost, siteId, locale) })}</span>
      )}
    </div>
  );
}
