"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from "react";
import { withAccountParam } from "@/lib/accounts/account-param";
import { registerActingAccount, registerShellAccount } from "@/lib/accounts/current-account";

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

export function AccountProvider({ account, children }: { account: ShellAccount; children: ReactNode }) {
  registerShellAccount(account.workspaceId);
  return <AccountContext.Provider value={account}>{children}</AccountContext.Provider>;
}

/**
 * Inside an all-accounts view, one row's part (a list row, the open question): `useAccount()` there is the
 * row's account, so its site decides the formats (currency, time zone) and its role the controls.
 * Context only: API calls are not affected (ActingAccountProvider, below, does that for the open row).
 */
export function RowAccountProvider({ accountId, children }: { accountId: string; children: ReactNode }) {
  const shell = useAccount();
  const row = shell.accounts.find((a) => a.workspaceId === accountId);
  const value = useMemo<ShellAccount>(() => (row ? { ...shell, ...row, linkAccount: row.workspaceId } : shell), [shell, row]);
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

/**
 * The open row of an all-accounts view: RowAccountProvider, and every API call made meanwhile names the
 * row's account (lib/accounts/current-account), so withSeller checks the role there and uses its token.
 * Registered during render, before the children's first requests; dropped when the row closes, unless
 * another row has taken over.
 */
export function ActingAccountProvider({ accountId, children }: { accountId: string; children: ReactNode }) {
  const unregister = useMemo(() => registerActingAccount(accountId), [accountId]);
  useEffect(() => {
    registerActingAccount(accountId);
    return unregister;
  }, [accountId, unregister]);
  return <RowAccountProvider accountId={accountId}>{children}</RowAccountProvider>;
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
