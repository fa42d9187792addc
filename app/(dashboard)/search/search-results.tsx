"use client";

import { ImageOff, MapPin, Truck } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { ItemPicture } from "@/components/ui/item-picture";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney } from "@/lib/format";
import type { SearchResult } from "@/lib/schemas/search";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { Text } from "@/components/ui/text";

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3";

/** Result cards: picture, title, price in its currency, condition, free shipping, seller and place. */
export function ResultGrid({ results, site }: { results: SearchResult[]; site: string }) {
  return (
    <ul className={GRID}>
      {results.map((r) => (
        <li key={r.id}>
          <ResultCard result={r} site={site} />
        </li>
      ))}
    </ul>
  );
}

function ResultCard({ result: r, site }: { result: SearchResult; site: string }) {
  const t = useTranslations("catalog.search");
  const locale = useLocale();
  // Real-estate prices are often in USD: format with the listing's own currency, in the site's style,
  // naming it ("US$ 70,500") so it never reads as the site's currency beside the price filter.
  const price = r.price === null ? null : formatMoney(r.price, site, locale, { currency: r.currencyId || "USD", unambiguous: true });
  return (
    <article className={cn(cardClass, "flex h-full gap-3 p-3 sm:flex-col")}>
      <ItemPicture
        src={r.thumbnail}
        icon={ImageOff}
        fit="contain"
        className="size-24 rounded-xl border-0 bg-slate-50 sm:aspect-square sm:size-auto sm:w-full"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="text-sm font-medium text-slate-900">
          {r.permalink ? (
            <a href={r.permalink} target="_blank" rel="noreferrer" className="line-clamp-2 min-h-11 hover:underline md:min-h-0">
              {r.title}
            </a>
          ) : (
            <span className="line-clamp-2">{r.title}</span>
          )}
        </h3>
        {price && (
          <Text variant="strong" className="text-lg tabular-nums">
            {price}
          </Text>
        )}
        <div className="flex flex-wrap gap-1">
          {r.condition && (r.condition === "new" || r.condition === "used") && <Badge tone="neutral">{t(r.condition)}</Badge>}
          {r.freeShipping && (
            <Badge tone="success">
              <Truck aria-hidden />
              {t("freeShipping")}
            </Badge>
          )}
        </div>
        {r.sellerNickname && (
          <Text variant="caption" className="truncate">
            {t("soldBy", { seller: r.sellerNickname })}
          </Text>
        )}
        {r.place && (
          <Text variant="caption" className="flex items-center gap-1 truncate">
            <MapPin aria-hidden className="size-3 shrink-0" />
            {r.place}
          </Text>
        )}
      </div>
    </article>
  );
}

export function ResultGridSkeleton() {
  return (
    <ul className={GRID} aria-hidden>
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className={cn(cardClass, "flex gap-3 p-3 sm:flex-col")}>
          <Skeleton className="size-24 sm:aspect-square sm:size-auto sm:w-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-6 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}
