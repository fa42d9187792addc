import { queryOptions, useQuery } from "@tanstack/react-query";
import { sellerProfileSchema } from "../schemas/me";
import { fetchJson } from "./fetch-json";

export const meKeys = { all: ["me"] as const };

/** While the marketplace cannot be reached, keep asking every 15 s so the banner clears by itself. */
const RETRY_WHILE_FAILING_MS = 15_000;

export const meQuery = () =>
  queryOptions({
    queryKey: meKeys.all,
    queryFn: () => fetchJson("/api/me", sellerProfileSchema),
    refetchInterval: (query) => (query.state.status === "error" ? RETRY_WHILE_FAILING_MS : false),
  });

export function useMe() {
  return useQuery(meQuery());
}
