import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * The app's links: Next's Link, not prefetched. Every page is dynamic and none has a loading.js, so Next's
 * viewport prefetch brought back nothing a click could use (a few hundred bytes per route), yet cost the
 * server a request per link in view, twice per page load: the navigation's nine, a sales list's every row.
 * Inside the dashboard use AccountLink (components/shell/account-link.tsx), which also keeps the page's account.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
