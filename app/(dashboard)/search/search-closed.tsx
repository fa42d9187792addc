"use client";

import { useTranslations } from "next-intl";
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

/**
 * The marketplace refused its public search (403): say why in words, and offer what still works, a
 * search over the seller's own listings with the same words.
 */
export function SearchClosed({ q }: { q: string }) {
  const t = useTranslations("catalog.search");
  const [own, setOwn] = useState(false);
  const listings = useOwnListings(new URLSearchParams(q ? { q, limit: "20" } : { limit: "20" }).toString(), own);
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
            <ul className={dividedList}>
              {listings.data.results.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0 truncate text-slate-900">{item.title}</span>
                  {item.status && (
                    <Badge tone={item.status === "active" ? "success" : "neutral"}>
                      {t.has(`status.${item.status}`) ? t(`status.${item.status}`) : item.status}
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
