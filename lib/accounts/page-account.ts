import "server-only";
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { ACCOUNT_PARAM, readAccountId } from "./account-param";
import { authOptions } from "../auth/options";
import { resolveAccount, type ResolvedAccount } from "./resolve-account";

export type PageAccount = ResolvedAccount | { kind: "signed_out"; path: string };

/**
 * The account a dashboard page shows, resolved once per render (React cache) for the layout and the page
 * alike: the URL's `account` param (proxy.ts passes the path and query as x-pathname, since layouts get
 * no searchParams), else the session's default. Same rules as withSeller (lib/accounts/resolve-account).
 */
export const readPageAccount = cache(async (): Promise<PageAccount & { userId?: string; explicit?: boolean }> => {
  const path = (await headers()).get("x-pathname") ?? "/";
  const session = await getServerSession(authOptions());
  if (!session?.user.id || !session.workspaceId) return { kind: "signed_out", path };
  const requested = readAccountId(new URL(path, "http://x").searchParams.get(ACCOUNT_PARAM));
  const resolved = await resolveAccount(session.user.id, requested, session.workspaceId, session.sessionVersion);
  // explicit: the URL named the account (links keep naming it).
  return { ...resolved, userId: session.user.id, explicit: requested !== null };
});

/**
 * For a page below the layout: the member's facts, or null (no role in the named account). A client
 * navigation renders the page without the layout, so the page sends an ended session to /session-ended
 * (cookie cleared, the reason on the sign-in page) and a missing one to sign-in, as the layout does.
 */
export async function readPageMembership() {
  const account = await readPageAccount();
  if (account.kind === "signed_out") redirect(`/signin?callbackUrl=${encodeURIComponent(account.path)}`);
  if (account.kind === "ended") redirect("/session-ended");
  return account.kind === "ok" ? { ...account.facts, userId: account.userId ?? "" } : null;
}
