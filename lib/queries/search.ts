import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
// Schemas load with the first request (zod stays out of the pages' first paint; the inbox uses this too).
import { fetchJson } from "./fetch-json";

export const searchKeys = {
  all: ["catalog-search"] as const,
  results: (query: string) => [...searchKeys.all, "results", query] as const,
  own: (query: string) => [...searchKeys.all, "own", query] as const,
};

/** `query` is the page's URL query string: the same string is the cache key and the API call. */
export const searchQuery = (query: string) =>
  queryOptions({
    queryKey: searchKeys.results(query),
    queryFn: () => fetchJson(`/api/catalog/search?${query}`, () => import("../schemas/search").then((m) => m.searchResponseSchema)),
    // Keep the last page on screen while the next loads, so paging does not flash empty.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** An empty `query` (no site yet, or nothing to search for) asks nothing: not the whole site's listings. */
export function useSearch(query: string) {
  return useQuery({ ...searchQuery(query), enabled: query !== "" });
}

export function useOwnListings(query: string, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.own(query),
    queryFn: () =>
      fetchJson(`/api/catalog/own-listings?${query}`, () => import("../schemas/search").then((m) => m.ownListingsResponseSchema)),
    enabled,
    staleTime: 60_000,
  });
}
