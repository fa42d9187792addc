"use client";

import { Inbox, MessageCircleQuestion, ShoppingBag, Timer, Truck } from "lucide-react";
import { ReputationMeter } from "@/components/shell/reputation-meter";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ErrorState } from "@/components/patterns/error-state";
import { useAccount } from "@/components/shell/account-context";
import { useDisplayLocale } from "@/components/shell/use-display-locale";
import { cardClass } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Heading, Text } from "@/components/ui/text";
import { stack } from "@/components/ui/stack";
import { ALL_ACCOUNTS, withAccountParam } from "@/lib/accounts/account-param";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/metrics/format";
import { describeSite } from "@/lib/sites";
import { useAccountsToday } from "@/lib/queries/overview";
import type { AccountToday } from "@/lib/schemas/overview";

// Links to another account are plain <a>: a full load, as the switcher does, so the shell, the query cache and
// the live stream start over for that account (query keys carry no account within a tab).

/**
 * "Your accounts today", for a person with several accounts: one compact card per account they have a role
 * in (one request, /api/overview/accounts), each figure linking to where it gets done in that account, and
 * the all-accounts inbox. Phones scroll the cards sideways; wider screens lay them in a grid.
 */
export function AccountsToday() {
  const t = useTranslations("metrics.overview.accounts");
  const { accounts } = useAccount();
  const today = useAccountsToday();
  return (
    <section aria-labelledby="accounts-today-title" className={stack({ gap: 3 })}>
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <h2 id="accounts-today-title" className="text-sm font-medium text-slate-600">
          {t("title")}
        </h2>
        <a
          href={withAccountParam("/questions", ALL_ACCOUNTS)}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-accent-strong underline-offset-2 hover:underline md:min-h-0"
        >
          <Inbox aria-hidden className="size-4" />
          {t("allInbox")}
        </a>
      </div>
      {today.error ? (
        <ErrorState error={today.error} onRetry={() => void today.refetch()} />
      ) : (
        <ul
          aria-busy={today.isPending || undefined}
          aria-label={t("title")}
          className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3"
        >
          {today.data
            ? today.data.map((account) => <AccountCard key={account.accountId} account={account} />)
            : accounts.map((a) => (
                <li key={a.workspaceId} className={cardWidth}>
                  <Skeleton className="h-40 rounded-2xl" />
                </li>
              ))}
        </ul>
      )}
      {today.isPending && <span className="sr-only">{t("loading")}</span>}
    </section>
  );
}

/** Phones: most of the screen's width, so the next card peeks in and says the row scrolls. */
const cardWidth = "w-[82%] max-w-xs shrink-0 snap-start sm:w-auto sm:max-w-none";

function AccountCard({ account }: { account: AccountToday }) {
  const t = useTranslations("metrics.overview.accounts");
  const th = useTranslations("health.strip");
  const tr = useTranslations();
  const level = (id: string | null) => (id && tr.has(`levels.${id}`) ? tr(`levels.${id as "5_green"}`) : tr("overview.noLevel"));
  const locale = useDisplayLocale();
  const { workspaceId } = useAccount();
  const isCurrent = account.accountId === workspaceId;
  const { questions } = account;
  const titleId = `account-today-${account.accountId}`;
  const href = (path: string) => withAccountParam(path, account.accountId);
  const notImported = questions.importing && questions.unanswered === 0;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(cardClass, cardWidth, "flex min-w-0 flex-col gap-1 p-4", isCurrent && "ring-2 ring-accent/40 ring-inset")}
      data-testid="account-today"
    >
      <Heading as="h3" id={titleId} className="text-base break-words">
        {account.nickname}
      </Heading>
      <Text variant="caption">
        {describeSite(account.siteId, locale)}
        {isCurrent && ` · ${t("thisAccount")}`}
        {!account.isConnected && ` · ${t("disconnected")}`}
      </Text>
      <ul className="mt-1 flex flex-col">
        <Figure
          href={href("/questions")}
          icon={<MessageCircleQuestion aria-hidden className="size-4 text-slate-500" />}
          label={t("unanswered")}
          value={notImported ? t("notImported") : formatCount(questions.unanswered, locale)}
        />
        <Figure
          href={href("/questions?sort=due")}
          icon={<Timer aria-hidden className="size-4 text-slate-500" />}
          label={t("crossingSoon")}
          value={formatCount(questions.crossingSoon, locale)}
          isUrgent={questions.crossingSoon > 0}
        />
        <Figure
          href={href("/sales?show=unread")}
          icon={<ShoppingBag aria-hidden className="size-4 text-slate-500" />}
          label={t("unreadSales")}
          value={formatCount(account.unreadSales, locale)}
        />
        <Figure
          href={href("/health")}
          icon={<ReputationMeter levelId={account.health.levelId} />}
          label={th("colour")}
          value={account.health.isRead ? level(account.health.levelId) : th("notRead")}
          testId="account-colour"
        />
        <Figure
          href={href("/sales?show=dispatch")}
          icon={<Truck aria-hidden className="size-4 text-slate-500" />}
          label={th("risk")}
          value={formatCount(account.health.dispatchRisk, locale)}
          isUrgent={account.health.dispatchRisk > 0}
          testId="account-risk"
        />
      </ul>
    </li>
  );
}

/** One figure of a card: the whole row is the link (44 px tall on phones). */
function Figure({
  href,
  icon,
  label,
  value,
  isUrgent,
  testId,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  value: string;
  isUrgent?: boolean;
  testId?: string;
}) {
  return (
    <li data-testid={testId}>
      <a href={href} className="-mx-2 flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm text-slate-700 hover:bg-slate-50 md:min-h-9">
        {icon}
        <span className="min-w-0 flex-1">{label}</span>
        <span className={cn("font-semibold tabular-nums text-slate-900", isUrgent && "rounded-full bg-amber-100 px-2 text-amber-900")}>
          {value}
        </span>
      </a>
    </li>
  );
}
