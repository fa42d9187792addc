"use client";

import { Package } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { ItemSummary as Item } from "@/lib/schemas/inbox";
import { useAccount } from "@/components/shell/account-context";
import { formatMoney } from "@/lib/format";

/** The item asked about: picture, title, price in the seller's site currency, stock. */
export function ItemSummary({ item, size = "sm" }: { item: Item | null; size?: "sm" | "lg" }) {
  const t = useTranslations("inbox.item");
  const locale = useLocale();
  const { siteId } = useAccount();
  // A picture that fails to load (offline demo, removed listing) falls back to the package icon.
  const [isBroken, setBroken] = useState(false);
  if (!item) return <p className="text-sm text-slate-500">{t("unknown")}</p>;
  const picture = size === "lg" ? "size-20" : "size-12";
  const stock = item.availableQuantity > 0 ? t("stock", { count: item.availableQuantity }) : t("outOfStock");
  return (
    <div className="flex min-w-0 items-center gap-3">
      {item.thumbnail && !isBroken ? (
        // Marketplace thumbnails come from many hosts; next/image would need each one configured.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={item.thumbnail} alt="" loading="lazy" onError={() => setBroken(true)} className={`${picture} shrink-0 rounded-lg border border-slate-200 bg-white object-contain`} />
      ) : (
        <span aria-hidden className={`${picture} grid shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-400`}>
          <Package className="size-5" />
        </span>
      )}
      <div className="min-w-0">
        {size === "lg" && item.permalink ? (
          <a href={item.permalink} target="_blank" rel="noreferrer" className="line-clamp-2 font-medium text-accent-strong underline-offset-2 hover:underline">
            {item.title}
          </a>
        ) : (
          <p className={`${size === "lg" ? "line-clamp-2 font-medium" : "truncate text-sm"} text-slate-800`}>{item.title}</p>
        )}
        <p className="text-xs text-slate-600">
          <span data-testid="item-price" className="font-semibold text-slate-900">{formatMoney(item.price, siteId, locale)}</span>
          {" · "}
          <span className={item.availableQuantity > 0 ? "" : "font-semibold text-red-700"}>{stock}</span>
        </p>
      </div>
    </div>
  );
}
