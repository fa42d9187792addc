import { ACCOUNT_PARAM } from "./account-param";

// The account this browser tab works on, for API calls made outside React (fetchJson, sendJson): the account
// an all-accounts view is acting on (the open row's, registered by ActingAccountProvider), else the URL's
// `account` param, else the account the shell resolved for this page (so a tab keeps its account even when
// another tab switches the session's default). The dashboard's AccountProvider registers the latter.

let shellAccount: string | null = null;
let actingAccount: string | null = null;

export function registerShellAccount(workspaceId: string | null): void {
  shellAccount = workspaceId;
}

/**
 * The all-accounts inbox opens one row at a time: while it is open, every call its detail pane makes (read,
 * answer, assign, notes, saved replies, presence…) goes with that row's account, so withSeller checks the
 * role there and uses that account's token. Returns the unregister (a no-op once another row took over).
 */
export function registerActingAccount(workspaceId: string): () => void {
  actingAccount = workspaceId;
  return () => {
    if (actingAccount === workspaceId) actingAccount = null;
  };
}

export function currentAccount(): string | null {
  return actingAccount ?? pageAccount();
}

/**
 * The page's own scope, whatever row is open: the URL's `account` (an id, or `all` on an all-accounts view),
 * else the shell's. The live stream follows it, so an all-accounts view hears every account.
 */
export function pageAccount(): string | null {
  if (typeof window === "undefined") return null;
  return new URLSearchParams(window.location.search).get(ACCOUNT_PARAM) ?? shellAccount;
}
