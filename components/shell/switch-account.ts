import { ACCOUNT_PARAM, ALL_ACCOUNTS } from "@/lib/accounts/account-param";

/**
 * After the switch (useSwitchAccount: the session's default becomes `workspaceId`, so new tabs open there),
 * a full navigation to the same section with the new `account`. A full load on purpose: the shell, every
 * page's cache and the live stream start over for the new account, so nothing of the old one can show.
 * Other query params (an open question, filters) belong to the old account and are dropped.
 */
export function openAccount(workspaceId: string): void {
  const section = `/${window.location.pathname.split("/")[1] ?? ""}`;
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose (above)
  window.location.assign(`${section}?${new URLSearchParams({ [ACCOUNT_PARAM]: workspaceId })}`);
}

/** The sections with an all-accounts view (`account=all`); elsewhere "all" would just be the default account. */
const ALL_ACCOUNTS_SECTIONS = ["/questions", "/sales", "/claims"];

export function supportsAllAccounts(pathname: string): boolean {
  return ALL_ACCOUNTS_SECTIONS.includes(`/${pathname.split("/")[1] ?? ""}`);
}

/**
 * The same section across every account. A full load as for a switch (the cache and live stream start
 * over); the session's default is left as it is, so pages without an all-accounts view keep it.
 */
export function openAllAccounts(): void {
  const section = `/${window.location.pathname.split("/")[1] ?? ""}`;
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose (above)
  window.location.assign(`${section}?${new URLSearchParams({ [ACCOUNT_PARAM]: ALL_ACCOUNTS })}`);
}
