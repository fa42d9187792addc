"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ErrorState } from "@/components/patterns/error-state";
import { useErrorText } from "@/components/patterns/explain-error";
import { useCountdown } from "@/components/patterns/use-countdown";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney } from "@/lib/format";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { changeFreeShipping, shippingKeys, useItemPreview } from "@/lib/queries/shipping";
import type { ChangePlan, ShippingRow } from "@/lib/schemas/shipping";
import { FreeShippingCell, useRuleText } from "./free-shipping-cell";
import { RateLimitNotice } from "./rate-limit-notice";

type Result =
  | { kind: "saved"; row: ShippingRow }
  | { kind: "refused"; message: string; causes: Array<{ code: string; message: string }> }
  /** 429: nothing changed; the save comes back once the wait is over. */
  | { kind: "rate_limited"; seconds: number | null }
  | { kind: "error"; error: unknown };

/** Without a Retry-After, a short wait before saving again rather than none. */
const DEFAULT_WAIT_SECONDS = 10;

/**
 * One item: read it fresh and say what will change and what it will cost per sale; save once; show the
 * marketplace's result (the item read again), or its validation errors in its words.
 */
export function ItemChangeDialog({
  row,
  action,
  siteId,
  onClose,
  onResult,
}: {
  row: ShippingRow;
  action: "on" | "off";
  siteId: string;
  onClose: () => void;
  onResult: (itemId: string, error: string | null) => void;
}) {
  const t = useTranslations("shipping");
  const locale = useLocale();
  const refusal = useErrorText("shipping");
  const ruleText = useRuleText();
  const queryClient = useQueryClient();
  const preview = useItemPreview(row.id, action);
  const [result, setResult] = useState<Result | null>(null);
  const [saving, setSaving] = useState(false);
  const wait = useCountdown(result?.kind === "rate_limited" ? result.seconds : null);

  async function save() {
    // One save in flight: a second click never sends a second PUT.
    if (saving) return;
    setSaving(true);
    if (result?.kind === "rate_limited") setResult(null);
    try {
      await send();
    } finally {
      setSaving(false);
    }
  }

  async function send() {
    try {
      // The dialog named the mode change (custom free shipping) before this click: that is the confirmation.
      const saved = await changeFreeShipping(row.id, action, plan?.kind === "custom");
      setResult({ kind: "saved", row: saved.row });
      onResult(row.id, null);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        const causes = (error.details as { causes?: Array<{ code: string; message: string }> } | undefined)?.causes ?? [];
        const message = causes.length ? causes.map((c) => c.message || c.code).join(" · ") : refusal(error.code);
        setResult({ kind: "refused", message, causes });
        onResult(row.id, message);
      } else if (error instanceof ApiRequestError && error.status === 429) {
        setResult({ kind: "rate_limited", seconds: error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS });
      } else {
        setResult({ kind: "error", error });
      }
    }
    await queryClient.invalidateQueries({ queryKey: shippingKeys.lists() });
    await queryClient.invalidateQueries({ queryKey: shippingKeys.history(row.id) });
  }

  const plan = preview.data?.plan;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{action === "on" ? t("change.titleOn") : t("change.titleOff")}</DialogTitle>
          <DialogDescription>
            {row.title} · {row.id}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 text-sm" aria-busy={preview.isPending}>
          {preview.isPending && (
            <>
              <span className="sr-only">{t("change.loading")}</span>
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-5 w-1/2" />
            </>
          )}
          {preview.isError && <ErrorState error={preview.error} onRetry={() => preview.refetch()} />}
          {plan && (!result || result.kind === "rate_limited") && <PlanText plan={plan} siteId={siteId} locale={locale} />}
          {result?.kind === "saved" && (
            <Alert tone="success" title={t("change.saved", { rule: ruleText(result.row) })}>
              <FreeShippingCell row={result.row} />
            </Alert>
          )}
          {result?.kind === "refused" && (
            <Alert tone="danger" title={t("change.refusedTitle")}>
              {result.causes.length ? (
                <ul className="list-disc pl-4">
                  {result.causes.map((c) => (
                    <li key={c.code}>
                      {c.message || c.code} <span className="text-xs opacity-70">({c.code})</span>
                    </li>
                  ))}
                </ul>
              ) : (
                result.message
              )}
            </Alert>
          )}
          {result?.kind === "rate_limited" && <RateLimitNotice seconds={result.seconds} scope="change" />}
          {result?.kind === "error" && (
            <>
              <Alert tone="danger">{t("change.failed")}</Alert>
              <ErrorState error={result.error} />
            </>
          )}
        </div>
        <DialogFooter>
          {(result && result.kind !== "rate_limited") || !plan || plan.kind === "unchanged" || plan.kind === "refused" ? (
            <Button variant="secondary" onClick={onClose}>
              {t("change.close")}
            </Button>
          ) : (
            <>
              <Button variant="ghost" onClick={onClose}>
                {t("change.cancel")}
              </Button>
              <Button onClick={save} loading={saving} disabled={wait > 0}>
                {plan.kind === "custom" && row.mode !== "not_specified" ? t("change.confirmModeChange") : t("change.confirm")}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PlanText({ plan, siteId, locale }: { plan: ChangePlan; siteId: string; locale: string }) {
  const t = useTranslations("shipping");
  const refusal = useErrorText("shipping");
  if (plan.kind === "refused") return <Alert tone="warning">{refusal(plan.code)}</Alert>;
  if (plan.kind === "unchanged") return <p>{t("change.unchanged")}</p>;
  if (plan.kind === "off") return <p>{t("change.off")}</p>;
  const cost =
    plan.costPerSale === null ? null : (
      <p className="font-medium">{t("change.costPerSale", { cost: formatMoney(plan.costPerSale, siteId, locale) })}</p>
    );
  // No Mercado Envíos cost for custom free shipping: the seller arranges and pays the delivery.
  if (plan.kind === "custom") return <Alert tone="warning">{t("change.custom")}</Alert>;
  return (
    <>
      <p>{t("change.me2_country")}</p>
      {plan.excludedRegions.length > 0 && <Alert tone="warning">{t("change.mlbNote")}</Alert>}
      {cost}
    </>
  );
}
