"use client";

import { Clock, PackageOpen, User } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useBuyerLabel } from "@/components/patterns/use-buyer-label";
import { useAccount } from "@/components/shell/account-context";
import { AccountRow, RowAccountBadge } from "@/components/shell/row-account";
import { AccountLink } from "@/components/shell/account-link";
import { Badge } from "@/components/ui/badge";
import { ItemPicture } from "@/components/ui/item-picture";
import { Text } from "@/components/ui/text";
import { ACCOUNT_PARAM, ALL_ACCOUNTS } from "@/lib/accounts/account-param";
import { useAllAccounts } from "@/lib/accounts/use-all-accounts";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";
import type { ClaimSummary } from "@/lib/schemas/claims";
import { reasonFamily } from "./claim-words";

/** One claim, in its own account (format, link): product, buyer, reason in words, stage, whose move, due time, the 48-hour countdown. */
export function ClaimRow({ claim, now }: { claim: ClaimSummary; now: number }) {
  return (
    <AccountRow accountId={claim.accountId}>
      <Row claim={claim} now={now} />
    </AccountRow>
  );
}

function Row({ claim, now }: { claim: ClaimSummary; now: number }) {
  const t = useTranslations("claims");
  const locale = useLocale();
  const { siteId } = useAccount();
  const allAccounts = useAllAccounts();
  const buyer = useBuyerLabel()(claim.buyer);
  const family = reasonFamily(claim.reasonId);
  const due = claim.dueDate ? new Date(claim.dueDate).getTime() : null;
  const incentiveLeft = claim.incentiveUntil ? new Date(claim.incentiveUntil).getTime() - now : null;
  // The claim's page, in the claim's own account when the list shows every account.
  const href = allAccounts
    ? `/claims/${claim.id}?${new URLSearchParams({ [ACCOUNT_PARAM]: claim.accountId, from: ALL_ACCOUNTS })}`
    : `/claims/${claim.id}`;
  const Opener = allAccounts ? "a" : AccountLink;
  const body = (
    <span className="flex min-w-0 flex-1 gap-2 sm:gap-3">
      <ItemPicture src={claim.item?.thumbnail} className="size-10 sm:size-14" />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className="min-w-0 font-medium">
            {family === "other" ? t("reason.other", { id: claim.reasonId ?? "?" }) : t(`reason.${family}`)}
          </span>
          <Badge tone={claim.move === "seller" ? "warning" : "neutral"}>{t(`move.${claim.move ?? "none"}`)}</Badge>
        </span>
        <Text className="truncate">{claim.item?.title ?? t("product")}</Text>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1">
            <User aria-hidden className="size-4" />
            {buyer}
          </span>
          {claim.orderId && <span>{t("order", { id: claim.orderId })}</span>}
          {claim.stage && <span>{t(`stage.${claim.stage}` as "stage.claim")}</span>}
          {claim.hasReturn && (
            <span className="inline-flex items-center gap-1">
              <PackageOpen aria-hidden className="size-4" />
              {t("return")}
            </span>
          )}
          {allAccounts && <RowAccountBadge accountId={claim.accountId} />}
        </span>
        {due !== null && claim.status === "opened" && (
          <span className={cn("inline-flex items-center gap-1 text-sm", due < now ? "font-medium text-red-700" : "text-slate-700")}>
            <Clock aria-hidden className="size-4" />
            {t(due < now ? "overdue" : "due", { when: formatDate(claim.dueDate!, siteId, locale, "short-date-time") })}
          </span>
        )}
        {incentiveLeft !== null && incentiveLeft > 0 && claim.status === "opened" && (
          <span className="rounded-lg bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900">
            {incentiveLeft >= 3_600_000
              ? t("incentive", { hours: Math.floor(incentiveLeft / 3_600_000) })
              : t("incentiveMinutes", { minutes: Math.max(1, Math.floor(incentiveLeft / 60_000)) })}
          </span>
        )}
        {claim.affectsReputation && (
          <span className="text-sm text-slate-700">{t(`reputation.${claim.affectsReputation}` as "reputation.affected")}</span>
        )}
        {claim.assignee && <span className="text-sm text-slate-700">{t("assignee", { name: claim.assignee.name })}</span>}
      </span>
    </span>
  );
  return (
    <li className="relative flex gap-2 rounded-xl border border-slate-200 bg-white p-3 hover:border-accent">
      <Opener
        href={href}
        className="flex min-h-11 min-w-0 flex-1 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent"
      >
        {body}
      </Opener>
    </li>
  );
}
