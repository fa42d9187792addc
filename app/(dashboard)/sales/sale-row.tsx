"use client";

import { useBuyerLabel } from "@/components/patterns/use-buyer-label";
import { AccountLink } from "@/components/shell/account-link";
import { useAccount } from "@/components/shell/account-context";
import { AccountRow, RowAccountBadge } from "@/components/shell/row-account";
import { ACCOUNT_PARAM, ALL_ACCOUNTS } from "@/lib/accounts/account-param";
import { useAllAccounts } from "@/lib/accounts/use-all-accounts";
import { useLocale, useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";
import { ItemPicture } from "@/components/ui/item-picture";
import type { SaleSummary } from "@/lib/schemas/sales";
import { cn } from "@/lib/cn";
import { formatDate, formatMoney } from "@/lib/format";
import { StateBadge } from "./state-badge";
import { DispatchDeadline } from "@/components/health/dispatch-deadline";
import { shipmentStatusText } from "./sale-words";
import { useShippingTerms } from "@/components/patterns/shipping-terms";
import { Text } from "@/components/ui/text";
import { stack } from "@/components/ui/stack";

/** Item lines a row gives a sale's items: a bigger cart shows its first ones and "+N more items" on the last. */
const ITEM_LINES = 3;

type Props = { sale: SaleSummary; selected?: boolean; onToggle?: (id: string) => void };

/**
 * One sale: picture, buyer, items, total, date, shipment in words and the conversation state; the whole
 * card opens it (the link's ::after covers it). Agents and owners get a checkbox inside the card for bulk
 * invoice links: a 20 px column whose 44 px tap area overlaps the card's padding, so on a phone the card
 * keeps its full width and the buyer and items get the room. In the all-accounts list the card names its
 * account and is formatted with that account's site.
 */
export function SaleRow(props: Props) {
  return (
    <AccountRow accountId={props.sale.accountId}>
      <Row {...props} />
    </AccountRow>
  );
}

function Row({ sale, selected, onToggle }: Props) {
  const t = useTranslations("sales");
  const { siteId } = useAccount();
  const allAccounts = useAllAccounts();
  const terms = useShippingTerms();
  const locale = useLocale();
  const picture = sale.items.find((i) => i.thumbnail)?.thumbnail;
  const buyer = useBuyerLabel()(sale.buyer);
  // Across accounts a sale opens with a full load, as a switch does: the shell (role, switcher, account
  // banner), the cache and the live stream start over with the sale's account. A client navigation would
  // keep the list's, since the dashboard layout is not rendered again for it.
  const Opener = allAccounts ? "a" : AccountLink;
  return (
    <li
      className={cn(
        "relative flex gap-2 rounded-xl border bg-white p-3 hover:border-accent sm:gap-3",
        selected ? "border-accent-strong" : "border-slate-200",
      )}
    >
      {onToggle && (
        // Above the link's ::after, so a tap near the box selects instead of opening the sale; the label's
        // padding, taken back by its negative margin, makes the 44 px target over the card's own padding.
        <label className="relative z-10 -m-3 -mt-2.5 flex shrink-0 cursor-pointer self-start p-3">
          <span className="sr-only">{t("bulk.select", { buyer, id: sale.id })}</span>
          <Checkbox checked={selected ?? false} onCheckedChange={() => onToggle(sale.id)} />
        </label>
      )}
      <Opener
        href={
          allAccounts
            ? `/sales/${sale.id}?${new URLSearchParams({ [ACCOUNT_PARAM]: sale.accountId, from: ALL_ACCOUNTS })}`
            : `/sales/${sale.id}`
        }
        className="flex min-h-11 min-w-0 flex-1 gap-2 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent sm:gap-3"
      >
        <ItemPicture src={picture} className="size-10 sm:size-14" />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          {/* A name too long to share its line with the total keeps the line and the total goes under it, on the right. */}
          <span className="flex flex-wrap items-baseline justify-between gap-x-2">
            {/* Nicknames have no spaces: past the card's width they break anywhere rather than lose their end. */}
            <span className={cn("min-w-0 wrap-anywhere", sale.unread ? "font-bold" : "font-medium")}>
              {sale.unread && (
                <span className="mr-1.5 inline-block size-2 rounded-full bg-accent-strong align-middle" aria-label={t("list.unread")} />
              )}
              {buyer}
            </span>
            <span className="ml-auto shrink-0 text-sm font-semibold tabular-nums">
              {formatMoney(sale.total, siteId, locale, { currency: sale.currencyId, unambiguous: true })}
            </span>
          </span>
          <SaleItems items={sale.items} />
          <Text as="span" variant="caption" className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <RowAccountBadge accountId={sale.accountId} />
            <span>{formatDate(sale.dateCreated, siteId, locale, "date-time")}</span>
            <span>#{sale.id}</span>
            {sale.shipment.logisticType && (
              <span>
                {terms.logistic(sale.shipment.logisticType)} · {shipmentStatusText(t, sale.shipment.status)}
              </span>
            )}
            <DispatchDeadline status={sale.shipment.status} handlingLimit={sale.shipment.handlingLimit} />
          </Text>
          <StateBadge sale={sale} />
        </span>
      </Opener>
    </li>
  );
}

/**
 * The sale's items, one line each: a lone item may take two lines (its title is the sale); a pack lists
 * its items, or its first ones and how many more it holds, so a cart never reads as one product.
 */
function SaleItems({ items }: { items: SaleSummary["items"] }) {
  const t = useTranslations("sales.list");
  const shown = items.length > ITEM_LINES ? items.slice(0, ITEM_LINES - 1) : items;
  const more = items.length - shown.length;
  return (
    <Text as="span" variant="body" className={stack({ gap: 0 })}>
      {shown.map((i, n) => (
        <span key={`${i.itemId}-${n}`} className={items.length === 1 ? "line-clamp-2" : "truncate"}>
          {i.quantity} × {i.title}
        </span>
      ))}
      {more > 0 && <span className="font-medium text-slate-600">{t("moreItems", { count: more })}</span>}
    </Text>
  );
}
