"use client";

import { useSearchParams } from "next/navigation";
import { ACCOUNT_PARAM, isAllAccounts } from "./account-param";

/** True on an all-accounts view (`?account=all`: the inbox, the sales list). */
export function useAllAccounts(): boolean {
  return isAllAccounts(useSearchParams().get(ACCOUNT_PARAM));
}
