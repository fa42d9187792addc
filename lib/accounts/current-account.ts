import { ACCOUNT_PARAM } from "./account-param";

// The account this browser tab works on, for API calls made outside React (fetchJson, sendJson): the URL's
// `account` param, else the account the shell resolved for this page (so a tab keeps its account even when
// another tab switches the session's default). The dashboard's AccountProvider registers the latter.

let shellAccount: string | null = null;

export function registerShellAccount(workspaceId: string | null): void {
  shellAccount = workspaceId;
}

export function currentAccount(): string | null {
  if (typeof window === "undefined") return null;
  return new URLSearchParams(window.location.search).get(ACCOUNT_PARAM) ?? shellAccount;
}
