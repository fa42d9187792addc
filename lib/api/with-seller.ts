import "server-only";
import type { NextRequest } from "next/server";
import { ACCOUNT_HEADER, ACCOUNT_PARAM, readAccountId } from "../accounts/account-param";
import { resolveAccount } from "../accounts/resolve-account";
import { hasRole, type Role } from "../auth/roles";
import { AppError } from "../errors/app-error";
import type { SellerClient } from "../marketplace/client";
import { sellerClient } from "../marketplace/server";
import { sessionEnded, withSession, type RouteUser } from "./with-session";

export interface SellerContext<P> {
  params: P;
  requestId: string;
  userId: string;
  /** The signed-in member (read with the membership, so routes never look it up themselves). */
  user: RouteUser;
  workspaceId: string;
  sellerId: number;
  siteId: string;
  /** The account's marketplace nickname, as we store it. */
  nickname: string;
  role: Role;
  /** Calls the marketplace as this workspace's seller. */
  marketplace: SellerClient;
}

type Handler<P> = (req: NextRequest, ctx: SellerContext<P>) => Promise<Response>;

/**
 * Wraps a route handler that acts on one account: the session prologue (withSession: the cross-site check,
 * the cookie, the error envelope), then the account the request names (the x-mostrador-account header, else
 * the `account` query parameter, else the session's default; lib/accounts/resolve-account), 401 when the
 * session's version is behind the user's (signed out everywhere, or a password changed), and the member's
 * current role there read on every request, so a removed or demoted teammate loses access at once (403).
 */
export function withSeller<P = Record<string, never>>(required: Role, handler: Handler<P>) {
  return withSession<P>(async (req, { params, requestId, session }) => {
    const resolved = await resolveAccount(session.userId, requestedAccount(req), session.defaultAccount, session.version);
    if (resolved.kind === "ended") throw sessionEnded();
    if (resolved.kind === "no_access") throw new AppError("no_account_access", "You have no access to this account.");
    const membership = resolved.facts;
    if (!hasRole(membership.role, required)) throw new AppError("forbidden", `This action needs the ${required} role.`);
    return handler(req, {
      params,
      requestId,
      userId: session.userId,
      user: { id: session.userId, name: membership.userName },
      workspaceId: membership.workspaceId,
      sellerId: membership.sellerId,
      siteId: membership.siteId,
      nickname: membership.nickname,
      role: membership.role,
      marketplace: await sellerClient(membership.sellerId),
    });
  });
}

/** The header (fetchJson/sendJson) first, then `?account=` (EventSource, a download link), else none. */
function requestedAccount(req: NextRequest): string | null | "invalid" {
  return readAccountId(req.headers.get(ACCOUNT_HEADER) ?? req.nextUrl.searchParams.get(ACCOUNT_PARAM));
}
