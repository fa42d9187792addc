import { useQuery } from "@tanstack/react-query";
import { locationNodeSchema } from "../schemas/locations";
import { fetchJson } from "./fetch-json";

export const locationKeys = {
  node: (kind: LocationKind, id: string | null) => ["catalog-locations", kind, id] as const,
};

export type LocationKind = "countries" | "country" | "state" | "city" | "neighborhood";

/** Places change very rarely: a day in the browser is fine. */
export function useLocation(kind: LocationKind, id: string | null) {
  const query = new URLSearchParams(kind === "countries" ? { kind } : { kind, id: id ?? "" }).toString();
  return useQuery({
    queryKey: locationKeys.node(kind, id),
    queryFn: () => fetchJson(`/api/catalog/locations?${query}`, locationNodeSchema),
    enabled: kind === "countries" || !!id,
    staleTime: 24 * 3_600_000,
  });
}
