import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiRequestError, fetchJson } from "./fetch-json";

export const meKeys = { all: ["me"] as const };

/** While the marketplace cannot be reached, keep asking every 15 s so the banner clears by itself. */
const RETRY_WHILE_FAILING_MS = 15_000;

export const meQuery = () =>
  queryOptions({
    queryKey: meKeys.all,
    queryFn: () => fetchJson("/api/me", () => import("../schemas/me").then((m) => m.sellerProfileSchema)),
    // A lost grant (reconnect) or session needs the user, not another try.
    refetchInterval: (query) => (query.state.status === "error" && !needsUser(query.state.error) ? RETRY_WHILE_FAILING_MS : false),
    retry: (failures, error) => !needsUser(error) && failures < 3,
  });

function needsUser(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.code === "reauth_required" || error.code === "unauthenticated");
}

export function useMe() {
  return useQuery(meQuery());
}
