"use client";

import type { ComponentProps } from "react";
import { Link } from "@/components/ui/link";
import { useKeepAccount } from "./account-context";

/**
 * A dashboard link (components/ui's Link, not prefetched) that keeps the page's `account` param unless its
 * href names one, so a tab stays on its account (lib/accounts/account-param). Outside the dashboard shell
 * it is a plain Link.
 */
export function AccountLink({ href, ...props }: ComponentProps<typeof Link>) {
  const keepAccount = useKeepAccount();
  return <Link href={typeof href === "string" ? keepAccount(href) : href} {...props} />;
}
