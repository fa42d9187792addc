import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ApiRequestError, fetchJson } from "./fetch-json";

export const meKeys = { all: ["me"] as const };

/** While the marketplace cannot be reached, keep asking every 15 s so the banner clears by itself. */
const RETRY_WHILE_FAILING_MS = 15_000;

export const meQuery = () =>
  queryOptions({
    queryKey: meKeys.all,
    queryFn: () => fetchJson("/api/me", () => import("../schemas/me").then((m) => m.sellerProfileSchema)),
    // A lost grant (reconnect) or session needs the user, not another try.
    // A 429 names its own wait: ask again once it is over, not sooner (the banner counts it down).
    refetchInterval: (query) => {
      const error = query.state.error;
      if (query.state.status !== "error" || needsUser(error)) return false;
      const wait = isRateLimited(error) ? error.retryAfterSeconds : undefined;
      return wait ? wait * 1000 : RETRY_WHILE_FAILING_MS;
    },
    // Never refetch because a component mounted: the shell and the pages mount observers of this one query
    // while it is failing, and each mount-time refetch (no data yet) put the query back to "pending",
    // which unmounted the error UI and remounted it with new observers: a loop that replaced the
    // Reconnect button in the DOM faster than it could be clicked. The 15 s interval does the retrying.
    retryOnMount: false,
    refetchOnWindowFocus: (query) => !needsUser(query.state.error),
  });

function isRateLimited(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.code === "rate_limited";
}

export function needsUser(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.code === "reauth_required" || error.code === "unauthenticated");
}

// The last failure per query client, kept while a retry runs: a query without data goes back to "pending"
// (error null) for every retry, and the banner and error cards must not blink away each time.
const lastFailure = new WeakMap<QueryClient, Error>();

/** `refetchOnMount: false` for observers that only read what the shell already asked (no extra /api/me). */
export function useMe(options: { refetchOnMount?: boolean } = {}) {
  const client = useQueryClient();
  const query = useQuery({ ...meQuery(), ...options });
  if (query.error) lastFailure.set(client, query.error);
  else if (query.data !== undefined) lastFailure.delete(client);
  const error = query.error ?? (query.data === undefined && query.isFetching ? (lastFailure.get(client) ?? null) : null);
  return { ...query, error };
}
