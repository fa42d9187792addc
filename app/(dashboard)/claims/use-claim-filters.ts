"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { useKeepAccount } from "@/components/shell/account-context";
import type { ClaimListFilters } from "@/lib/queries/claims";
import { claimFiltersSchema } from "@/lib/schemas/claims";

/** Filters live in the URL (a reload, a shared link or the back button keeps them); read with the API's own schema. */
export function useClaimFilters(): [ClaimListFilters, (patch: Partial<ClaimListFilters>) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const keepAccount = useKeepAccount();
  const pathname = usePathname();
  const filters = useMemo<ClaimListFilters>(() => {
    // A value the schema refuses (an old link) is dropped, not an error page.
    const known = Object.fromEntries(
      [...params.entries()].filter(
        ([k, v]) =>
          k in claimFiltersSchema.shape && claimFiltersSchema.shape[k as keyof typeof claimFiltersSchema.shape].safeParse(v).success,
      ),
    );
    const { offset: _offset, limit: _limit, ...rest } = claimFiltersSchema.parse(known);
    return rest;
  }, [params]);
  const update = useCallback(
    (patch: Partial<ClaimListFilters>) => {
      const next = new URLSearchParams(params);
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined || v === "" || (k === "status" && v === "opened")) next.delete(k);
        else next.set(k, String(v));
      }
      const qs = next.toString();
      router.replace(keepAccount(qs ? `${pathname}?${qs}` : pathname), { scroll: false });
    },
    [params, pathname, router, keepAccount],
  );
  return [filters, update];
}
