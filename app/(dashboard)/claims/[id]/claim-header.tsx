"use client";

import { useLocale, useTranslations } from "next-intl";
import { AccountLink } from "@/components/shell/account-link";
import { Badge } from "@/components/ui/badge";
import { Heading, Text } from "@/components/ui/text";
import { formatDate, formatList, formatMoney } from "@/lib/format";
import type { ClaimPage } from "@/lib/schemas/claim-page";
import { reasonFamily } from "../claim-words";
import { useMinuteClock } from "../use-minute-clock";

/** The claim at a glance: reason, stage, whose move and by when, the sale and item, and the reputation verbatim with the 48-hour clock. */
export function ClaimHeader({ page }: { page: ClaimPage }) {
  const t = useTranslations("claims");
  const locale = useLocale();
  const now = useMinuteClock();
  const { claim, sale, siteId, reputation } = page;
  const family = reasonFamily(claim.reasonId);
  const due = claim.dueDate ? Date.parse(claim.dueDate) : null;
  const incentiveLeft = reputation?.incentiveUntil ? Date.parse(reputation.incentiveUntil) - now : null;
  return (
    <>
      <section aria-labelledby="claim-title" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <Heading id="claim-title" as="h1" variant="title">
            {family === "other" ? t("reason.other", { id: claim.reasonId ?? "?" }) : t(`reason.${family}`)}
          </Heading>
          <Badge tone={claim.move === "seller" ? "warning" : "neutral"}>{t(`move.${claim.move ?? "none"}`)}</Badge>
        </div>
        <Text className="text-sm text-slate-700">
          {t("page.title", { id: claim.id })} · {t("page.openedOn", { when: formatDate(claim.dateCreated, siteId, locale, "date-time") })}
          {claim.stage && ` · ${t(`stage.${claim.stage}` as "stage.claim")}`}
        </Text>
        {claim.status === "closed" && <Text className="font-medium">{t("page.closed")}</Text>}
        {claim.status === "opened" && due !== null && (
          <Text className={due < now ? "font-medium text-red-800" : "text-slate-800"}>
            {t(due < now ? "overdue" : "due", { when: formatDate(claim.dueDate!, siteId, locale, "date-time") })}
          </Text>
        )}
        {sale && (
          <div className="flex flex-col gap-1 border-t border-slate-100 pt-2">
            {sale.itemTitle && <Text className="font-medium">{sale.itemTitle}</Text>}
            <Text className="flex flex-wrap gap-x-3 text-sm text-slate-700">
              {sale.buyerNickname && <span>{t("page.buyer", { name: sale.buyerNickname })}</span>}
              {sale.total !== null && (
                <span>
                  {t("page.total", { amount: formatMoney(sale.total, siteId, locale, { currency: sale.currencyId ?? undefined }) })}
                </span>
              )}
            </Text>
            {sale.saleId && (
              <AccountLink
                href={`/sales/${sale.saleId}`}
                className="inline-flex min-h-11 items-center self-start font-medium text-accent-strong underline"
              >
                {t("page.openSale")} ({t("page.sale", { id: sale.saleId })})
              </AccountLink>
            )}
          </div>
        )}
        {page.detail?.description && (
          <div className="border-t border-slate-100 pt-2">
            <Text className="text-sm font-medium">{page.detail.title ?? t("page.problem")}</Text>
            <Text>{page.detail.description}</Text>
          </div>
        )}
      </section>
      {reputation && (
        <section aria-labelledby="reputation-title" className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4">
          <Heading id="reputation-title" variant="section">
            {t("page.reputationTitle")}
          </Heading>
          <Text className="font-medium">{t(`reputation.${reputation.verdict}` as "reputation.affected")}</Text>
          <Text className="text-sm text-slate-700">{t("page.verbatim", { verdict: reputation.verdict })}</Text>
          {claim.status === "opened" && incentiveLeft !== null && incentiveLeft > 0 && (
            <div className="rounded-lg bg-amber-50 p-2 text-amber-900">
              <p className="font-medium" data-testid="incentive">
                {incentiveLeft >= 3_600_000
                  ? t("incentive", { hours: Math.floor(incentiveLeft / 3_600_000) })
                  : t("incentiveMinutes", { minutes: Math.max(1, Math.floor(incentiveLeft / 60_000)) })}
              </p>
              <p className="text-sm">{t("page.incentiveHint")}</p>
            </div>
          )}
        </section>
      )}
      {page.missing.length > 0 && (
        <Text role="status" className="rounded-xl bg-amber-50 p-3 text-amber-950">
          {t("page.missing", {
            parts: formatList(
              page.missing.map((p) => t(`page.part.${p}` as "page.part.detail")),
              locale,
            ),
          })}
        </Text>
      )}
    </>
  );
}
