"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ErrorState } from "@/components/patterns/error-state";
import { useErrorText } from "@/components/patterns/explain-error";
import { useDismissibleRun } from "@/components/patterns/use-dismissible-run";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney } from "@/lib/format";
import { shippingKeys, startBulkRun, useBulkPreview, useLatestRun, type ShippingFilters } from "@/lib/queries/shipping";
import { RunPanel } from "./run-panel";
import { stack } from "@/components/ui/stack";

export type BulkRequest = { action: "on" | "off"; count: number } & (
  { itemIds: string[]; filter?: never } | { filter: ShippingFilters; itemIds?: never }
);

const DISMISSED = "mostrador.shipping.dismissedRun";

/**
 * Bulk: the preview (what changes, what cannot and why, the total cost), then a stored run. The last run
 * is read back on every visit, so a closed tab or a reload picks up its progress where it is.
 */
export function BulkPanel({
  request,
  onClose,
  siteId,
  canEdit,
}: {
  request: BulkRequest | null;
  onClose: () => void;
  siteId: string;
  canEdit: boolean;
}) {
  const latest = useLatestRun();
  const [runId, setRunId] = useState<string | null>(null);
  const shown = useDismissibleRun(DISMISSED, runId ?? latest.data?.run?.id ?? null);
  return (
    <>
      {shown.runId && <RunPanel runId={shown.runId} canEdit={canEdit} onDismiss={shown.dismiss} />}
      {request && (
        <PreviewDialog
          request={request}
          siteId={siteId}
          onClose={onClose}
          onStarted={(id) => {
            setRunId(id);
            onClose();
          }}
        />
      )}
    </>
  );
}

function PreviewDialog({
  request,
  siteId,
  onClose,
  onStarted,
}: {
  request: BulkRequest;
  siteId: string;
  onClose: () => void;
  onStarted: (runId: string) => void;
}) {
  const t = useTranslations("shipping");
  const locale = useLocale();
  const refusal = useErrorText("shipping");
  const queryClient = useQueryClient();
  const body = { action: request.action, ...(request.itemIds ? { itemIds: request.itemIds } : { filter: request.filter }) };
  const preview = useBulkPreview(body);
  const [error, setError] = useState<unknown>(null);

  async function apply() {
    try {
      const started = await startBulkRun(body);
      await queryClient.invalidateQueries({ queryKey: shippingKeys.latestRun() });
      onStarted(started.runId!);
    } catch (e) {
      setError(e);
    }
  }

  const p = preview.data?.preview;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {request.action === "on"
              ? t("bulk.previewTitleOn", { count: request.count })
              : t("bulk.previewTitleOff", { count: request.count })}
          </DialogTitle>
          <DialogDescription>{t("bulk.selected", { count: request.count })}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 text-sm" aria-busy={preview.isPending}>
          {preview.isPending && <Skeleton className="h-16 w-full" />}
          {preview.isError && <ErrorState error={preview.error} onRetry={() => preview.refetch()} />}
          {p && (
            <>
              <ul className={stack({ gap: 1 })}>
                <li className="font-medium">{t("bulk.willChange", { count: p.change.length })}</li>
                <li>{t("bulk.unchanged", { count: p.unchanged.length })}</li>
                <li>{t("bulk.cannot", { count: p.refused.length })}</li>
              </ul>
              {request.action === "on" && p.change.length > 0 && (
                <p className="font-medium">{t("bulk.totalCost", { total: formatMoney(p.totalCostPerSale, siteId, locale) })}</p>
              )}
              {request.action === "on" && siteId === "MLB" && p.change.some((c) => c.kind === "me2_country") && (
                <Alert tone="warning">{t("change.mlbNote")}</Alert>
              )}
              {request.action === "on" && p.change.some((c) => c.kind === "custom") && <Alert tone="info">{t("change.custom")}</Alert>}
              {p.refused.length > 0 && (
                <ul className="max-h-40 overflow-y-auto rounded-lg border border-slate-200 p-2 text-xs">
                  {p.refused.map((r) => (
                    <li key={r.itemId} data-item={r.itemId}>
                      <span className="font-medium">{r.title}</span> <span className="font-mono text-slate-600">({r.itemId})</span>:{" "}
                      {refusal(r.code)}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
          {error ? <ErrorState error={error} /> : null}
        </div>
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            {t("change.cancel")}
          </Button>
          {p && p.change.length > 0 && <Button onClick={apply}>{t("bulk.apply", { count: p.change.length })}</Button>}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
