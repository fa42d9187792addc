"use client";

import { createContext, useContext, type ReactNode } from "react";

/**
 * The signed-in member's account as our database knows it (stored at sign-in, refreshed whenever the
 * marketplace answers /api/me). Formatting and controls read this, so they never wait on, or disappear
 * with, the marketplace.
 */
export interface ShellAccount {
  nickname: string;
  siteId: string;
  role: "owner" | "agent" | "viewer";
  userId: string;
}

const AccountContext = createContext<ShellAccount | null>(null);

export function AccountProvider({ account, children }: { account: ShellAccount; children: ReactNode }) {
  return <AccountContext.Provider value={account}>{children}</AccountContext.Provider>;
}

/** Only inside the dashboard shell, whose layout always provides it. */
export function useAccount(): ShellAccount {
  const account = useContext(AccountContext);
  if (!account) throw new Error("useAccount needs the dashboard layout's AccountProvider.");
  return account;
}
