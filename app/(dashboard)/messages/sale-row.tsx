"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { SaleSummary } from "@/lib/schemas/sales";
import { formatDate, formatMoney } from "@/lib/format";
import { StateBadge } from "./state-badge";

/** One sale: buyer, items, total, date, shipment in words and the conversation state; the whole row opens it. */
export function SaleRow({ sale, siteId }: { sale: SaleSummary; siteId: string }) {
  const t = useTranslations("messages-feature");
  const locale = useLocale();
  const items = sale.items.map((i) => `${i.quantity} × ${i.title}`).join(" · ");
  return (
    <li>
      <Link
        href={`/messages/${sale.id}`}
        className="flex min-h-11 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3 hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
      >
        <div className="flex items-center justify-between gap-2">
          <span className={`truncate ${sale.unread ? "font-bold" : "font-medium"}`}>
            {sale.unread && <span className="mr-1.5 inline-block size-2 rounded-full bg-accent-strong align-middle" aria-label={t("list.unread")} />}
            {sale.buyer.nickname || t("list.buyer")}
          </span>
          <span className="shrink-0 text-sm font-semibold tabular-nums">{formatMoney(sale.total, siteId, locale)}</span>
        </div>
        <p className="truncate text-sm text-slate-700">{items}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <span>{formatDate(sale.dateCreated, siteId, locale, "date-time")}</span>
          <span>#{sale.id}</span>
          {sale.shipment.logisticType && <span>{t(`filters.logistics.${sale.shipment.logisticType}`)} · {t(`shipment.${sale.shipment.status ?? "unknown"}`)}</span>}
        </div>
        <StateBadge sale={sale} />
      </Link>
    </li>
  );
}
