"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";
import { ItemPicture } from "@/components/ui/item-picture";
import type { SaleSummary } from "@/lib/schemas/sales";
import { formatDate, formatMoney } from "@/lib/format";
import { StateBadge } from "./state-badge";
import { shipmentStatusText } from "./sale-words";
import { useShippingTerms } from "@/components/patterns/shipping-terms";

/**
 * One sale: picture, buyer, items, total, date, shipment in words and the conversation state; the whole
 * row opens it. Agents and owners get a checkbox beside it for bulk invoice links.
 */
export function SaleRow({ sale, siteId, selected, onToggle }: { sale: SaleSummary; siteId: string; selected?: boolean; onToggle?: (id: string) => void }) {
  const t = useTranslations("messages-feature");
  const terms = useShippingTerms();
  const locale = useLocale();
  const items = sale.items.map((i) => `${i.quantity} × ${i.title}`).join(" · ");
  const picture = sale.items.find((i) => i.thumbnail)?.thumbnail;
  return (
    <li className="flex items-stretch gap-2">
      {onToggle && (
        <label className="-mr-1 flex min-h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-xl hover:bg-slate-100">
          <span className="sr-only">{t("bulk.select", { buyer: sale.buyer.nickname || t("list.buyer"), id: sale.id })}</span>
          <Checkbox checked={selected ?? false} onCheckedChange={() => onToggle(sale.id)} />
        </label>
      )}
      <Link
        href={`/messages/${sale.id}`}
        className={`flex min-h-11 min-w-0 flex-1 gap-2 rounded-xl sm:gap-3 border bg-white p-3 hover:border-accent focus-visible:outline-2 focus-visible:outline-accent ${selected ? "border-accent-strong" : "border-slate-200"}`}
      >
        <ItemPicture src={picture} className="size-10 sm:size-14" />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex items-center justify-between gap-2">
            <span className={`truncate ${sale.unread ? "font-bold" : "font-medium"}`}>
              {sale.unread && <span className="mr-1.5 inline-block size-2 rounded-full bg-accent-strong align-middle" aria-label={t("list.unread")} />}
              {sale.buyer.nickname || t("list.buyer")}
            </span>
            <span className="shrink-0 text-sm font-semibold tabular-nums">{formatMoney(sale.total, siteId, locale)}</span>
          </span>
          <span className="truncate text-sm text-slate-700">{items}</span>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <span>{formatDate(sale.dateCreated, siteId, locale, "date-time")}</span>
            <span>#{sale.id}</span>
            {sale.shipment.logisticType && <span>{terms.logistic(sale.shipment.logisticType)} · {shipmentStatusText(t, sale.shipment.status)}</span>}
          </span>
          <StateBadge sale={sale} />
        </span>
      </Link>
    </li>
  );
}
