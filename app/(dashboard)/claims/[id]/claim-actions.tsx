"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/patterns/confirm-dialog";
import { ErrorState } from "@/components/patterns/error-state";
import { Section } from "@/components/patterns/section";
import { Button } from "@/components/ui/button";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Text } from "@/components/ui/text";
import { formatMoney, formatNumber } from "@/lib/format";
import { ApiRequestError } from "@/lib/queries/fetch-json";
import { useClaimAction } from "@/lib/queries/claims";
import { CLAIM_PAGE_ACTIONS, type ClaimActionInput, type ClaimPage, type ClaimPageAction } from "@/lib/schemas/claim-page";

/**
 * Only what the marketplace offers on this claim now, each with its consequence and a confirmation. A
 * refusal because the claim moved on meanwhile (409 claim_moved_on) is said as such; the page re-reads.
 */
export function ClaimActions({ page }: { page: ClaimPage }) {
  const t = useTranslations("claims.page");
  const locale = useLocale();
  const act = useClaimAction(page.claim.id);
  const offered = new Set(page.claim.actions.map((a) => a.action));
  const actions = CLAIM_PAGE_ACTIONS.filter((a) => offered.has(a) && (a !== "allow_partial_refund" || page.offers.length > 0));
  const evidence = offered.has("add_shipping_evidence");
  const money = (amount: number) => formatMoney(amount, page.siteId, locale, { currency: page.sale?.currencyId ?? undefined });
  const total = page.sale?.total ?? null;
  const [percentage, setPercentage] = useState<number | null>(page.offers[0]?.percentage ?? null);
  const run = (input: ClaimActionInput) => act.mutate(input);
  const movedOn = act.error instanceof ApiRequestError && act.error.code === "claim_moved_on";

  return (
    <Section title={t("actionsTitle")}>
      <div className="flex flex-col gap-3">
        {act.isError &&
          (movedOn ? (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-950">
              <MovedOn />
            </p>
          ) : (
            <ErrorState error={act.error} />
          ))}
        {act.isSuccess && (
          <p role="status" className="rounded-lg bg-emerald-50 p-3 text-emerald-900">
            {t("done")}
          </p>
        )}
        {actions.length === 0 && !evidence && <Text className="text-slate-700">{t("actionsNone")}</Text>}
        {actions.map((action) => (
          <ActionCard
            key={action}
            action={action}
            consequence={t(`action.${action}.consequence`, { amount: total === null ? "—" : money(total) })}
            pending={act.isPending}
            onConfirm={() =>
              run(action === "allow_partial_refund" ? { action, percentage: percentage ?? page.offers[0]!.percentage } : { action })
            }
          >
            {action === "allow_partial_refund" && (
              <fieldset className="mt-2">
                <legend className="text-sm font-medium">{t("action.allow_partial_refund.choose")}</legend>
                <RadioGroup value={String(percentage)} onValueChange={(v) => setPercentage(Number(v))} className="mt-1 flex flex-col gap-2">
                  {page.offers.map((o) => (
                    <RadioGroupItem
                      key={o.percentage}
                      value={String(o.percentage)}
                      label={t("action.allow_partial_refund.option", {
                        percent: formatNumber(o.percentage, page.siteId, locale),
                        amount: o.amount === null ? "—" : money(o.amount),
                      })}
                    />
                  ))}
                </RadioGroup>
              </fieldset>
            )}
          </ActionCard>
        ))}
        {evidence && (
          <div className="rounded-lg border border-slate-200 p-3">
            <p className="font-medium">{t("action.add_shipping_evidence.label")}</p>
            <Text className="text-sm text-slate-700">{t("action.add_shipping_evidence.consequence")}</Text>
          </div>
        )}
      </div>
    </Section>
  );
}

/** The base file's words for claim_moved_on (the same the messages route's refusal shows). */
function MovedOn() {
  const t = useTranslations("errors");
  return <>{t("claim_moved_on")}</>;
}

function ActionCard({
  action,
  consequence,
  pending,
  onConfirm,
  children,
}: {
  action: ClaimPageAction;
  consequence: string;
  pending: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations("claims.page");
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3" data-testid={`action-${action}`}>
      <p className="font-medium">{t(`action.${action}.label`)}</p>
      <Text className="text-sm text-slate-700">{consequence}</Text>
      {children}
      <ConfirmDialog
        trigger={
          <Button
            variant={action === "open_dispute" ? "secondary" : "primary"}
            className="mt-2 min-h-11 self-start"
            loading={pending}
            disabled={pending}
          >
            {t(`action.${action}.label`)}
          </Button>
        }
        title={t(`action.${action}.label`)}
        description={consequence}
        confirmLabel={t("confirm")}
        cancelLabel={t("cancel")}
        onConfirm={onConfirm}
      />
    </div>
  );
}
