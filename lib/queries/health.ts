import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "./fetch-json";

// Schemas load on demand: the overview's first load carries no zod for the health card.
const schemas = () => import("../schemas/health");

export const healthKeys = {
  all: ["health"] as const,
  card: () => [...healthKeys.all, "card"] as const,
  trend: () => [...healthKeys.all, "trend"] as const,
  dispatch: () => [...healthKeys.all, "dispatch"] as const,
  claims: () => [...healthKeys.all, "claims"] as const,
};

export const healthQueries = {
  card: () =>
    queryOptions({
      queryKey: healthKeys.card(),
      queryFn: () => fetchJson("/api/health", () => schemas().then((m) => m.healthSchema)),
      staleTime: 5 * 60_000,
    }),
  trend: () =>
    queryOptions({
      queryKey: healthKeys.trend(),
      queryFn: () => fetchJson("/api/health/trend", () => schemas().then((m) => m.healthTrendSchema)),
      staleTime: 5 * 60_000,
    }),
  /** Deadlines pass while the page is open: read again each minute. */
  dispatch: () =>
    queryOptions({
      queryKey: healthKeys.dispatch(),
      queryFn: () => fetchJson("/api/health/dispatch", () => schemas().then((m) => m.dispatchQueueSchema)),
      refetchInterval: 60_000,
    }),
  /** Our claims copy; the 48 hours run out while the page is open, so read again each minute. */
  claims: () =>
    queryOptions({
      queryKey: healthKeys.claims(),
      queryFn: () => fetchJson("/api/health/claims", () => schemas().then((m) => m.healthClaimsSchema)),
      refetchInterval: 60_000,
    }),
};

export const useHealth = () => useQuery(healthQueries.card());
export const useHealthTrend = () => useQuery(healthQueries.trend());
export const useDispatchQueue = () => useQuery(healthQueries.dispatch());
export const useHealthClaims = () => useQuery(healthQueries.claims());
