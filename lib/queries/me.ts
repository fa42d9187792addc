import { queryOptions, useQuery } from "@tanstack/react-query";
import { sellerProfileSchema } from "../schemas/me";
import { fetchJson } from "./fetch-json";

export const meKeys = { all: ["me"] as const };

export const meQuery = () => queryOptions({ queryKey: meKeys.all, queryFn: () => fetchJson("/api/me", sellerProfileSchema) });

export function useMe() {
  return useQuery(meQuery());
}
