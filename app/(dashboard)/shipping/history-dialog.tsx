"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ErrorState } from "@/components/patterns/error-state";
import { useShippingTerms } from "@/components/patterns/shipping-terms";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { restorePreviousShipping, shippingKeys, useItemHistory } from "@/lib/queries/shipping";
import type { ShippingRow } from "@/lib/schemas/shipping";
import { useRuleText } from "./free-shipping-cell";
import { Text } from "@/components/ui/text";
import { stack } from "@/components/ui/stack";

type Facts = { freeShipping?: boolean; freeRule?: string | null; excludedRegions?: string[]; mode?: string; shipping?: { mode?: string } };

/**
 * Who changed free shipping on this item through Mostrador, when, and from what to what: the shipping
 * mode too, since custom free shipping takes a listing off Mercado Envíos. A change that moved the mode
 * offers "Restore previous shipping" (agents and owners), which puts the block before it back.
 */
export function HistoryDialog({
  row,
  siteId,
  canEdit,
  onClose,
}: {
  row: ShippingRow;
  siteId: string;
  canEdit: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("shipping");
  const locale = useLocale();
  const terms = useShippingTerms();
  const history = useItemHistory(row.id, true);
  const ruleText = useRuleText();
  const queryClient = useQueryClient();
  const [restoring, setRestoring] = useState<string | null>(null);
  const [restoreError, setRestoreError] = useState<unknown>(null);
  const describe = (f: unknown) => {
    const facts = (f ?? {}) as Facts;
    return ruleText({
      freeShipping: facts.freeShipping === true,
      freeRule: (facts.freeRule ?? null) as ShippingRow["freeRule"],
      excludedRegions: facts.excludedRegions ?? [],
    });
  };
  // The mode before → after, said on its own line when it changed (entries older than the mode say none).
  const modeChange = (e: { before: unknown; after: unknown }) => {
    const from = ((e.before ?? {}) as Facts).mode;
    const to = ((e.after ?? {}) as Facts).mode;
    return from && to && from !== to ? t("historyMode", { from: terms.mode(from), to: terms.mode(to) }) : null;
  };
  type Entry = { action: string; before: unknown; after: unknown; result: string };
  // Offered on a change that moved the mode, until a later restore put a block back (newest first).
  const canRestore = (e: Entry, newer: Entry[]) => {
    if (newer.some((n) => n.action === "free_shipping.restore" && n.result === "ok")) return false;
    const before = (e.before ?? {}) as Facts;
    const after = (e.after ?? {}) as Facts;
    return e.result === "ok" && e.action !== "free_shipping.restore" && !!before.shipping?.mode && before.shipping.mode !== after.mode;
  };

  async function restore(auditId: string) {
    if (restoring) return;
    setRestoring(auditId);
    setRestoreError(null);
    try {
      await restorePreviousShipping(row.id, auditId);
    } catch (error) {
      setRestoreError(error);
    } finally {
      setRestoring(null);
      await queryClient.invalidateQueries({ queryKey: shippingKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: shippingKeys.history(row.id) });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("historyTitle")}</DialogTitle>
          <DialogDescription>
            {row.title} · {row.id}
          </DialogDescription>
        </DialogHeader>
        <div aria-busy={history.isPending} className={stack({ gap: 3 })}>
          {history.isPending && <Skeleton className="h-10 w-full" />}
          {history.isError && <ErrorState error={history.error} onRetry={() => history.refetch()} />}
          {restoreError ? <ErrorState error={restoreError} title={t("restore.failed")} /> : null}
          {history.data?.entries.length === 0 && <Text>{t("historyEmpty")}</Text>}
          <ol className={stack({ gap: 3 })}>
            {history.data?.entries.map((e, i, all) => (
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
                {e.result === "ok" && modeChange(e) && <div className="font-medium">{modeChange(e)}</div>}
                {canRestore(e, all.slice(0, i)) && (
                  <Alert tone="warning" className="mt-2">
                    <p>{t("restore.note", { mode: terms.mode((e.before as Facts).shipping?.mode ?? "me2") })}</p>
                    {canEdit && (
                      <Button size="sm" variant="secondary" className="mt-2" loading={restoring === e.id} onClick={() => restore(e.id)}>
                        {t("restore.button")}
                      </Button>
                    )}
                  </Alert>
                )}
              </li>
            ))}
          </ol>
        </div>
      </DialogContent>
    </Dialog>
  );
}
