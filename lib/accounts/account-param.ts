// How a request names its seller account (a workspace): shared by the server (withSeller, page guards) and
// the browser (fetchJson, links). Absent everywhere: the session's default account.

/** The query parameter every dashboard URL carries, and /api/events (EventSource cannot set headers). */
export const ACCOUNT_PARAM = "account";

/** The header fetchJson/sendJson send on every API call. */
export const ACCOUNT_HEADER = "x-mostrador-account";

/**
 * `account=all`: the all-accounts views (inbox, sales list) list every account the person has a role in.
 * Elsewhere it names no one account, so pages and single-account routes fall back to the session's default.
 */
export const ALL_ACCOUNTS = "all";

/** True when the request (header or query value) asks for the all-accounts view. */
export function isAllAccounts(value: string | null | undefined): boolean {
  return value === ALL_ACCOUNTS;
}

/** Workspace ids are cuids; anything else names no account (and never reaches the database). */
export const ACCOUNT_ID = /^[a-z0-9]{8,40}$/;

/** The requested account id, or null when none or "all" (or a malformed one: treated as a request for no access). */
export function readAccountId(value: string | null | undefined): string | null | "invalid" {
  if (value === null || value === undefined || value === "" || isAllAccounts(value)) return null;
  return ACCOUNT_ID.test(value) ? value : "invalid";
}

/** `href` with `account` added, unless it already names one or points off our origin. */
export function withAccountParam(href: string, account: string | null): string {
  if (!account || !href.startsWith("/") || href.startsWith("//") || href.startsWith("/api/")) return href;
  const hashAt = href.indexOf("#");
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : href.slice(hashAt);
  const queryAt = path.indexOf("?");
  const params = new URLSearchParams(queryAt === -1 ? "" : path.slice(queryAt + 1));
  if (params.has(ACCOUNT_PARAM)) return href;
  params.set(ACCOUNT_PARAM, account);
  return `${queryAt === -1 ? path : path.slice(0, queryAt)}?${params.toString()}${hash}`;
}

/**
 * The account this page is on, as its URL says (an id, or `all` on an all-accounts view); null when the
 * URL names none (a one-account person, or outside the dashboard). The dashboard's AccountProvider puts the
 * shell's account in the URL for people with several, so a tab keeps its account even when another tab
 * switches the session's default. What a part of the page acts on is useAccount()'s (a React context);
 * this is only the default of calls that name no account.
 */
export function urlAccount(): string | null {
  if (typeof window === "undefined") return null;
  return new URLSearchParams(window.location.search).get(ACCOUNT_PARAM);
}
