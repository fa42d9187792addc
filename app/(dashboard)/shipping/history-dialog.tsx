"use client";

import { useLocale, useTranslations } from "next-intl";
import { ErrorState } from "@/components/patterns/error-state";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { useItemHistory } from "@/lib/queries/shipping";
import type { ShippingRow } from "@/lib/schemas/shipping";
import { useRuleText } from "./free-shipping-cell";
import { Text } from "@/components/ui/text";
import { stack } from "@/components/ui/stack";

type Facts = { freeShipping?: boolean; freeRule?: string | null; excludedRegions?: string[] };

/** Who changed free shipping on this item through Mostrador, when, and from what to what. */
export function HistoryDialog({ row, siteId, onClose }: { row: ShippingRow; siteId: string; onClose: () => void }) {
  const t = useTranslations("shipping");
  const locale = useLocale();
  const history = useItemHistory(row.id, true);
  const ruleText = useRuleText();
  const describe = (f: unknown) => {
    const facts = (f ?? {}) as Facts;
    return ruleText({
      freeShipping: facts.freeShipping === true,
      freeRule: (facts.freeRule ?? null) as ShippingRow["freeRule"],
      excludedRegions: facts.excludedRegions ?? [],
    });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("historyTitle")}</DialogTitle>
          <DialogDescription>
            {row.title} · {row.id}
          </DialogDescription>
        </DialogHeader>
        <div aria-busy={history.isPending}>
          {history.isPending && <Skeleton className="h-10 w-full" />}
          {history.isError && <ErrorState error={history.error} onRetry={() => history.refetch()} />}
          {history.data?.entries.length === 0 && <Text>{t("historyEmpty")}</Text>}
          <ol className={stack({ gap: 3 })}>
            {history.data?.entries.map((e) => (
              <li key={e.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <div className="font-medium">
                  {t("historyRow", {
                    who: e.user?.name || t("someone"),
                    action: t.has(`historyAction.${e.action}`) ? t(`historyAction.${e.action}`) : e.action,
                  })}
                </div>
                <Text as="div" variant="faint">
                  {formatDate(e.createdAt, siteId, locale, "date-time")}
                </Text>
                <div className="mt-1">{e.result === "ok" ? `${describe(e.before)} → ${describe(e.after)}` : t("historyRefused")}</div>
              </li>
            ))}
          </ol>
        </div>
      </DialogContent>
    </Dialog>
  );
}
