"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useAllAccounts } from "@/lib/accounts/use-all-accounts";
import { RowAccountProvider, useAccount } from "./account-context";

/**
 * A row of a list that may span accounts (the inbox, the sales list): in the all-accounts view it is drawn
 * with its own account (RowAccountProvider: its site's currency and time zone, its links naming it);
 * elsewhere it is the page's account, as before.
 */
export function AccountRow({ accountId, children }: { accountId: string; children: ReactNode }) {
  return useAllAccounts() ? <RowAccountProvider accountId={accountId}>{children}</RowAccountProvider> : children;
}

/** Whose row it is in the all-accounts view ("TIENDA_PAMPA · MLA"); nothing elsewhere. */
export function RowAccountBadge({ accountId }: { accountId: string }) {
  const t = useTranslations("accounts");
  const allAccounts = useAllAccounts();
  const account = useAccount().accounts.find((a) => a.workspaceId === accountId);
  if (!allAccounts || !account) return null;
  return (
    <span data-testid="row-account" className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-950">
      {t("row", { nickname: account.nickname, site: account.siteId })}
    </span>
  );
}
