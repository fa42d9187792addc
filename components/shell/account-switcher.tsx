"use client";

import { Check, ChevronsUpDown, Layers, Settings2 } from "lucide-react";
import { usePathname } from "next/navigation";
import { useAllAccounts } from "@/lib/accounts/use-all-accounts";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAccount, type AccountSummary } from "./account-context";
import { openAccount, openAllAccounts, supportsAllAccounts } from "./switch-account";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { AccountLink } from "./account-link";
import { cn } from "@/lib/cn";
import { useSwitchAccount } from "@/lib/queries/accounts";

/**
 * The account switcher (Radix menu: keyboard reachable, arrow keys, type-ahead on nicknames). Shown only
 * to people with several accounts; one-account people's shell is unchanged. `className` places it in the
 * sidebar or the phone's "More" sheet.
 */
export function AccountSwitcher({ className }: { className?: string }) {
  const t = useTranslations("accounts");
  const account = useAccount();
  const [state, setState] = useState<"idle" | "switching" | "failed">("idle");
  const allAccounts = useAllAccounts();
  const switchAccount = useSwitchAccount();
  // "All accounts" only where a page lists across accounts (the inbox, the sales list); elsewhere it would be the default.
  const offersAll = supportsAllAccounts(usePathname());
  if (account.accounts.length < 2) return null;

  const choose = (target: AccountSummary) => {
    if (target.workspaceId === account.workspaceId && !allAccounts) return;
    setState("switching");
    switchAccount.mutate(target.workspaceId, { onSuccess: () => openAccount(target.workspaceId), onError: () => setState("failed") });
  };

  return (
    <div className={className}>
      <DropdownMenu>
        <DropdownMenuTrigger className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-slate-200 px-3 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-accent">
          {/* The name is what it shows, after what it does (WCAG 2.5.3: a voice user says what they see). */}
          <span className="sr-only">{t("switcher.label")}: </span>
          {allAccounts ? <AllAccountsLine /> : <AccountLine account={account} />}
          <ChevronsUpDown aria-hidden className="ml-auto size-4 shrink-0 text-slate-500" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="min-w-64">
          <DropdownMenuLabel className="px-2 py-1 text-xs font-medium text-slate-600">{t("switcher.label")}</DropdownMenuLabel>
          {offersAll && (
            <DropdownMenuItem
              textValue={t("switcher.all")}
              onSelect={() => openAllAccounts()}
              aria-current={allAccounts ? "true" : undefined}
            >
              <AllAccountsLine />
              {allAccounts && <Check aria-hidden className="ml-auto" />}
            </DropdownMenuItem>
          )}
          {account.accounts.map((option) => (
            <DropdownMenuItem
              key={option.workspaceId}
              textValue={option.nickname}
              onSelect={() => choose(option)}
              aria-current={!allAccounts && option.workspaceId === account.workspaceId ? "true" : undefined}
            >
              <AccountLine account={option} />
              {!allAccounts && option.workspaceId === account.workspaceId && <Check aria-hidden className="ml-auto" />}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <AccountLink href="/settings/accounts">
              <Settings2 aria-hidden />
              {t("switcher.manage")}
            </AccountLink>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <p
        role="status"
        className={cn("mt-1 text-xs", state === "failed" ? "text-red-800" : "text-slate-600", state === "idle" && "sr-only")}
      >
        {state === "switching" ? t("switcher.switching") : state === "failed" ? t("switcher.failed") : ""}
      </p>
    </div>
  );
}

/** "All accounts" over its hint, with the same two-line shape as an account. */
function AllAccountsLine() {
  const t = useTranslations("accounts");
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Layers aria-hidden className="size-4 shrink-0 text-slate-600" />
      <span className="min-w-0">
        <span className="block truncate font-medium">{t("switcher.all")}</span>
        <span className="block text-xs text-slate-600">{t("switcher.allHint")}</span>
      </span>
    </span>
  );
}

/** "NICKNAME" over "MLB · Owner". */
function AccountLine({ account }: { account: AccountSummary }) {
  const t = useTranslations("accounts");
  return (
    <span className="min-w-0">
      <span className="block truncate font-medium">{account.nickname}</span>
      <span className="block text-xs text-slate-600">
        {account.siteId} · {t(`roles.${account.role}`)}
      </span>
    </span>
  );
}
