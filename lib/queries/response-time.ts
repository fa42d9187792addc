import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "./fetch-json";

export const responseTimeKeys = { all: ["response-time"] as const };

// The marketplace recomputes it rarely; five minutes keeps the card honest without refetch noise.
export const responseTimeQuery = () =>
  queryOptions({
    queryKey: responseTimeKeys.all,
    queryFn: () => fetchJson("/api/response-time", () => import("../schemas/questions").then((m) => m.responseTimeSchema)),
    staleTime: 5 * 60_000,
  });

export function useResponseTime() {
  return useQuery(responseTimeQuery());
}
