"use client";

import { createContext, useCallback, useContext, useLayoutEffect, useMemo, type ReactNode } from "react";
import { ACCOUNT_PARAM, urlAccount, withAccountParam } from "@/lib/accounts/account-param";

/**
 * The signed-in member's account as our database knows it (stored at sign-in, refreshed whenever the
 * marketplace answers /api/me). Formatting and controls read this, so they never wait on, or disappear
 * with, the marketplace.
 */
export interface AccountSummary {
  workspaceId: string;
  nickname: string;
  siteId: string;
  role: "owner" | "agent" | "viewer";
}

/** The account this page shows (the URL's `account`, else the session's default) and the person's others. */
export interface ShellAccount extends AccountSummary {
  userId: string;
  accounts: AccountSummary[];
  /**
   * The `account` param links and router pushes carry: the URL's own, or this account when the person has
   * several (so a tab stays on its account); null for one-account people, whose URLs stay as they were.
   */
  linkAccount: string | null;
}

const AccountContext = createContext<ShellAccount | null>(null);

/**
 * The shell's account for every part of the page (useAccount). For a person with several accounts whose
 * URL names none (a typed address, a bookmark), the URL gets it, before any part's first request (layout
 * effects run before the passive effects queries start in): calls that name no account go with the URL's
 * (lib/queries/fetch-json), so a tab keeps its account even when another tab switches the session's default.
 */
export function AccountProvider({ account, children }: { account: ShellAccount; children: ReactNode }) {
  const { linkAccount } = account;
  useLayoutEffect(() => {
    if (!linkAccount || urlAccount()) return;
    const url = new URL(window.location.href);
    url.searchParams.set(ACCOUNT_PARAM, linkAccount);
    window.history.replaceState(window.history.state, "", url);
  }, [linkAccount]);
  return <AccountContext.Provider value={account}>{children}</AccountContext.Provider>;
}

/**
 * Inside an all-accounts view, one row's part (a list row, the open question): `useAccount()` there is the
 * row's account, so its site decides the formats (currency, time zone), its role the controls, and the
 * account every hook given useAccount().workspaceId calls the API with (the open question's answer,
 * assign, notes, saved replies, presence…), so withSeller checks the role there and uses its token.
 */
export function RowAccountProvider({ accountId, children }: { accountId: string; children: ReactNode }) {
  const shell = useAccount();
  const row = shell.accounts.find((a) => a.workspaceId === accountId);
  const value = useMemo<ShellAccount>(() => (row ? { ...shell, ...row, linkAccount: row.workspaceId } : shell), [shell, row]);
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

/** Only inside the dashboard shell, whose layout always provides it. */
export function useAccount(): ShellAccount {
  const account = useContext(AccountContext);
  if (!account) throw new Error("useAccount needs the dashboard layout's AccountProvider.");
  return account;
}

/** `href` with the page's account kept (outside the dashboard shell: unchanged). */
export function useKeepAccount(): (href: string) => string {
  const linkAccount = useContext(AccountContext)?.linkAccount ?? null;
  return useCallback((href: string) => withAccountParam(href, linkAccount), [linkAccount]);
}
