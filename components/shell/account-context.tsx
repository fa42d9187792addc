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
 * Inside an all-accounts view, the part that acts on one row (the inbox's open question): `useAccount()`
 * there is the row's account (its role decides the controls, its site the formats), and every API call made
 * meanwhile names it (lib/accounts/current-account). Registered during render, before the children's
 * first requests; the registration is dropped when the row closes, unless another has taken over.
 */
export function ActingAccountProvider({ accountId, children }: { accountId: string; children: ReactNode }) {
  const shell = useAccount();
  const row = shell.accounts.find((a) => a.workspaceId === accountId);
  const unregister = useMemo(() => registerActingAccount(accountId), [accountId]);
  useEffect(() => {
    registerActingAccount(accountId);
    return unregister;
  }, [accountId, unregister]);
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
