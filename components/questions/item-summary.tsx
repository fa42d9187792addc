"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ItemSummary as Item } from "@/lib/schemas/questions";
import { useAccount } from "@/components/shell/account-context";
import { formatMoney } from "@/lib/format";
import { ItemPicture } from "@/components/ui/item-picture";
import { Text } from "@/components/ui/text";

/** The item asked about: picture, title, price in its own currency (named: a listing may be in USD), stock. */
export function ItemSummary({ item, size = "sm" }: { item: Item | null; size?: "sm" | "lg" }) {
  const t = useTranslations("questions.item");
  const locale = useLocale();
  const { siteId } = useAccount();
  if (!item) return <p className="text-sm text-slate-500">{t("unknown")}</p>;
  const picture = size === "lg" ? "size-20" : "size-12";
  const stock = item.availableQuantity > 0 ? t("stock", { count: item.availableQuantity }) : t("outOfStock");
  return (
    <div className="flex min-w-0 items-center gap-3">
      <ItemPicture src={item.thumbnail} fit="contain" className={`${picture} bg-white`} />
      <div className="min-w-0">
        {size === "lg" && item.permalink ? (
          <a
            href={item.permalink}
            target="_blank"
            rel="noreferrer"
            className="line-clamp-2 font-medium text-accent-strong underline-offset-2 hover:underline"
          >
            {item.title}
          </a>
        ) : (
          <p className={`${size === "lg" ? "line-clamp-2 font-medium" : "truncate text-sm"} text-slate-800`}>{item.title}</p>
        )}
        <Text variant="caption">
          <Text as="span" variant="strong" data-testid="item-price">
            {formatMoney(item.price, siteId, locale, { currency: item.currencyId, unambiguous: true })}
          </Text>
          {" · "}
          <span className={item.availableQuantity > 0 ? "" : "font-semibold text-red-700"}>{stock}</span>
        </Text>
      </div>
    </div>
  );
}
