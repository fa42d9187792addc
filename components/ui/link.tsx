"use client";

import NextLink from "next/link";
import type { ComponentProps } from "react";
import { useKeepAccount } from "@/components/shell/account-context";

/**
 * The app's links: Next's Link, not prefetched. Every page is dynamic and none has a loading.js, so Next's
 * viewport prefetch brought back nothing a click could use (a few hundred bytes per route), yet cost the
 * server a request per link in view, twice per page load: the navigation's nine, a sales list's every row.
 * Inside the dashboard a link keeps the page's `account` param unless its href names one.
 */
export function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const keepAccount = useKeepAccount();
  return <NextLink prefetch={false} href={typeof href === "string" ? keepAccount(href) : href} {...props} />;
}
