"use client";

import { useBuyerLabel } from "@/components/patterns/use-buyer-label";
import { MapPin } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { ListingEditorDisclosure } from "@/components/listings/listing-editor-disclosure";
import { useAccount } from "@/components/shell/account-context";
import { ItemPicture } from "@/components/ui/item-picture";
import type { SaleDetail } from "@/lib/schemas/sales";
import { formatDate, formatList, formatMoney } from "@/lib/format";
import { shipmentStatusText, shipmentSubstatusText } from "../sale-words";
import { StateBadge } from "../state-badge";
import { LabelDownload } from "./label-download";
import { useShippingTerms } from "@/components/patterns/shipping-terms";
import { Text } from "@/components/ui/text";
import { cluster } from "@/components/ui/stack";

/** Orders, items and amounts, buyer, shipment in words, and the label when it can be printed. */
export function SaleHeader({ detail }: { detail: SaleDetail }) {
  const t = useTranslations("sales");
  const terms = useShippingTerms();
  const locale = useLocale();
  const buyerName = useBuyerLabel();
  const { sale, siteId } = detail;
  const { role } = useAccount();
  const s = sale.shipment;
  const substatus = shipmentSubstatusText(t, s.substatus);
  return (
    <header className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-bold">{buyerName(sale.buyer)}</h1>
        <p className="text-lg font-semibold tabular-nums">
          {formatMoney(sale.total, siteId, locale, { currency: sale.currencyId, unambiguous: true })}
        </p>
      </div>
      <Text>
        {t(sale.isPack ? "detail.pack" : "detail.order", { id: sale.id })} ·{" "}
        {sale.orderIds.length > 1 && `${t("detail.orders", { ids: formatList(sale.orderIds.map(String), locale, "unit") })} · `}
        {formatDate(sale.dateCreated, siteId, locale, "date-time")}
      </Text>
      <ul className="flex flex-col gap-1 text-sm">
        {sale.items.map((i, n) => (
          <li key={`${i.itemId}-${n}`} className="flex flex-col gap-1">
            <div className="flex items-center justify-between gap-2">
              <span className={cluster({ wrap: false, align: "center" })}>
                <ItemPicture src={i.thumbnail} className="size-10" />
                {i.quantity} × {i.title}
              </span>
              <span className="shrink-0 tabular-nums text-slate-700">
                {formatMoney(i.unitPrice * i.quantity, siteId, locale, { currency: sale.currencyId, unambiguous: true })}
              </span>
            </div>
            <ListingEditorDisclosure itemId={i.itemId} canEdit={role !== "viewer"} />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {s.logisticType && <span className="rounded-full bg-slate-100 px-2 py-0.5">{terms.logistic(s.logisticType)}</span>}
        <span>
          {shipmentStatusText(t, s.status)}
          {substatus && ` (${substatus})`}
        </span>
        {s.city && (
          <span className="inline-flex items-center gap-1 text-slate-600">
            <MapPin aria-hidden className="size-3.5" />
            <span className="sr-only">{t("detail.shipsTo")}</span>
            {s.city}
          </span>
        )}
        <StateBadge sale={sale} />
      </div>
      {detail.labelReady && <LabelDownload saleId={sale.id} />}
    </header>
  );
}
