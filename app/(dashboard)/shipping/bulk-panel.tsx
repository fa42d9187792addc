"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { ErrorState } from "@/components/patterns/error-state";
import { useErrorText } from "@/components/patterns/explain-error";
import { useDismissibleRun } from "@/components/patterns/use-dismissible-run";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney } from "@/lib/format";
import { shippingKeys, startBulkRun, useBulkPreview, useLatestRun, type ShippingFilters } from "@/lib/queries/shipping";
import { useShippingTerms } from "@/components/patterns/shipping-terms";
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
  // Listings that would leave Mercado Envíos are left out unless the seller ticks them in, on their own.
  const [includeModeChanges, setIncludeModeChanges] = useState(false);

  async function apply() {
    try {
      const started = await startBulkRun({ ...body, includeModeChanges });
      await queryClient.invalidateQueries({ queryKey: shippingKeys.latestRun() });
      onStarted(started.runId!);
    } catch (e) {
      setError(e);
    }
  }

  const p = preview.data?.preview;
  const modeChanges = p?.modeChanges ?? [];
  const applyCount = (p?.change.length ?? 0) + (includeModeChanges ? modeChanges.length : 0);
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
              {modeChanges.length > 0 && (
                <ModeChanges changes={modeChanges} include={includeModeChanges} onIncludeChange={setIncludeModeChanges} />
              )}
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
          {p && applyCount > 0 && <Button onClick={apply}>{t("bulk.apply", { count: applyCount })}</Button>}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The listings whose shipping mode the change would change, named one by one, with their own explicit
 * confirmation: custom free shipping takes them off Mercado Envíos (the seller arranges the delivery), and
 * turning free shipping off later leaves them there; History can restore the previous shipping.
 */
function ModeChanges({
  changes,
  include,
  onIncludeChange,
}: {
  changes: Array<{ itemId: string; title: string; from: string; to: string }>;
  include: boolean;
  onIncludeChange: (include: boolean) => void;
}) {
  const t = useTranslations("shipping");
  const terms = useShippingTerms();
  const id = useId();
  return (
    <Alert tone="warning" title={t("bulk.modeChangeTitle", { count: changes.length })}>
      <p>{t("bulk.modeChangeText")}</p>
      <ul className="mt-2 max-h-40 overflow-y-auto text-xs" aria-label={t("bulk.modeChangeTitle", { count: changes.length })}>
        {changes.map((c) => (
          <li key={c.itemId} data-item={c.itemId}>
            <span className="font-medium">{c.title}</span> <span className="font-mono">({c.itemId})</span>:{" "}
            {t("bulk.modeFromTo", { from: terms.mode(c.from), to: terms.mode(c.to) })}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex items-start gap-3">
        <Checkbox id={id} checked={include} onCheckedChange={(v) => onIncludeChange(v === true)} className="mt-0.5" />
        <label htmlFor={id} className="font-medium">
          {t("bulk.modeChangeConfirm", { count: changes.length })}
        </label>
      </div>
    </Alert>
  );
}
