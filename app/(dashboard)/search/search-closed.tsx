"use client";

import { ExternalLink } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ErrorState } from "@/components/patterns/error-state";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useOwnListings } from "@/lib/queries/search";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { Heading, Text } from "@/components/ui/text";
import { dividedList } from "@/components/ui/stack";
import { formatMoney } from "@/lib/format";
import { useAccount } from "@/components/shell/account-context";
import { SearchPaging } from "./search-paging";

const OWN_PAGE = 20;

/**
 * The marketplace refused its public search (403): say why in words, and offer what still works, a
 * search over the seller's own listings with the same words.
 */
export function SearchClosed({ q }: { q: string }) {
  const t = useTranslations("catalog.search");
  const locale = useLocale();
  const { siteId } = useAccount();
  const [own, setOwn] = useState(false);
  // The fallback pages on its own (the page's offset is the public search's): each listing with its price,
  // id and a link to it, as the results it stands in for (issue 58 item 12).
  const [paging, setPaging] = useState({ offset: 0, limit: OWN_PAGE });
  const listings = useOwnListings(
    new URLSearchParams({ ...(q ? { q } : {}), offset: String(paging.offset), limit: String(paging.limit) }).toString(),
    own,
  );
  return (
    <div className="mt-6 flex flex-col gap-4">
      <Alert
        tone="warning"
        title={t("closedTitle")}
        action={
          !own && (
            <Button variant="secondary" size="sm" onClick={() => setOwn(true)}>
              {t("closedAction")}
            </Button>
          )
        }
      >
        <p>{t("closedBody")}</p>
      </Alert>
      {own && (
        <section aria-label={t("ownTitle")} aria-busy={listings.isFetching} className={cn(cardClass, "p-4")}>
          <Heading className="mb-3">{t("ownTitle")}</Heading>
          {listings.isError ? (
            <ErrorState error={listings.error} onRetry={() => listings.refetch()} />
          ) : !listings.data ? (
            <Skeleton className="h-24 w-full" />
          ) : listings.data.results.length === 0 ? (
            <Text>{t("ownEmpty")}</Text>
          ) : (
            <>
              <ul className={dividedList}>
                {listings.data.results.map((item) => (
                  <li
                    key={item.id}
                    data-testid="own-listing"
                    className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm"
                  >
                    <div className="min-w-0 flex-1">
                      {item.permalink ? (
                        <a
                          href={item.permalink}
                          target="_blank"
                          rel="noreferrer"
                          className="inline-flex min-h-11 max-w-full items-center gap-1 text-slate-900 hover:underline md:min-h-0"
                        >
                          <span className="truncate">{item.title}</span>
                          <ExternalLink aria-hidden className="size-3.5 shrink-0 text-slate-500" />
                        </a>
                      ) : (
                        <span className="block truncate text-slate-900">{item.title}</span>
                      )}
                      <Text variant="caption" className="tabular-nums" data-testid="own-listing-id">
                        {item.id}
                      </Text>
                    </div>
                    {item.price !== null && (
                      <Text variant="strong" className="tabular-nums">
                        {formatMoney(item.price, siteId, locale, { currency: item.currencyId ?? undefined, unambiguous: true })}
                      </Text>
                    )}
                    {item.status && (
                      <Badge tone={item.status === "active" ? "success" : "neutral"}>
                        {t.has(`status.${item.status}`) ? t(`status.${item.status}`) : item.status}
                      </Badge>
                    )}
                  </li>
                ))}
              </ul>
              {listings.data.paging.total > listings.data.paging.limit && (
                <SearchPaging
                  paging={listings.data.paging}
                  site={siteId}
                  onChange={(changes) =>
                    setPaging((p) => ({
                      offset: changes.offset ? Number(changes.offset) : 0,
                      limit: changes.limit ? Number(changes.limit) : p.limit,
                    }))
                  }
                />
              )}
            </>
          )}
        </section>
      )}
    </div>
  );
}
