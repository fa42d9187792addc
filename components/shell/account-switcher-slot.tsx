"use client";

import dynamic from "next/dynamic";
import { useAccount } from "./account-context";

// The switcher (a Radix menu and its positioning) is loaded only for people with several accounts: a
// one-account person's pages never carry it, and nobody's first load does.
const AccountSwitcher = dynamic(() => import("./account-switcher").then((m) => m.AccountSwitcher));

/** The account switcher's place in the sidebar or the phone's "More" sheet. */
export function AccountSwitcherSlot({ className }: { className?: string }) {
  if (useAccount().accounts.length < 2) return null;
  return <AccountSwitcher className={className} />;
}
