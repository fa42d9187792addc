"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import type { SaleListFilters } from "@/lib/queries/sales";
import { LOGISTIC_TYPES, SALE_FILTERS } from "@/lib/schemas/sales";
import { useKeepAccount } from "@/components/shell/account-context";
import { ACCOUNT_ID } from "@/lib/accounts/account-param";

/** Filters live in the URL: a reload, a shared link or the back button keeps them. */
export function useSaleFilters(): [SaleListFilters, (patch: Partial<SaleListFilters>) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const keepAccount = useKeepAccount();
  const pathname = usePathname();
  const filters = useMemo<SaleListFilters>(() => {
    const show = params.get("show");
    const logistic = params.get("logistic");
    return {
      show: (SALE_FILTERS as readonly string[]).includes(show ?? "") ? (show as SaleListFilters["show"]) : "all",
      logistic: (LOGISTIC_TYPES as readonly string[]).includes(logistic ?? "") ? (logistic as SaleListFilters["logistic"]) : undefined,
      days: /^(7|30)$/.test(params.get("days") ?? "") ? Number(params.get("days")) : undefined,
      from: params.get("from") ?? undefined,
      to: params.get("to") ?? undefined,
      q: params.get("q") ?? undefined,
      // The all-accounts list's account filter (the API lists nothing for an account outside the person's).
      inAccount: ACCOUNT_ID.test(params.get("inAccount") ?? "") ? params.get("inAccount")! : undefined,
    };
  }, [params]);
  const update = useCallback(
    (patch: Partial<SaleListFilters>) => {
      const next = new URLSearchParams(params);
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined || v === "" || (k === "show" && v === "all")) next.delete(k);
        else next.set(k, String(v));
      }
      const qs = next.toString();
      router.replace(keepAccount(qs ? `${pathname}?${qs}` : pathname), { scroll: false });
    },
    [params, pathname, router, keepAccount],
  );
  return [filters, update];
}
